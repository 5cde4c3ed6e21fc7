import type { z } from 'zod';
import { formPlaceholders, formTextSchema } from './schema/form-text.ts';
import { requestFormPlaceholders, requestFormsSchema } from './schema/request-forms.ts';
import { specLegalSections } from '../domain/spec-strings.ts';
import { articleSchema } from './schema/article.ts';
import { legalSchema } from './schema/legal.ts';
import { officeSchema } from './schema/office.ts';
import { openingSchema } from './schema/opening.ts';
import { townSchema } from './schema/town.ts';
import {
  aboutSchema,
  guideSchema,
  highlightsSchema,
  localPlaceholders,
  pageTextSchema,
  kitSchema,
  managersSchema,
  profileSchema,
  prosSchema,
  tradesSchema,
  careersPageSchema,
  checkSchema,
  uninsuredSchema,
  dryingSchema,
  signSchema,
  safetyStepsSchema,
} from './schema/pages.ts';
import { certificationSchema, jobSchema, testimonialSchema } from './schema/proof.ts';
import { serviceSchema } from './schema/service.ts';
import { documentSchema, paperSchema } from './schema/document.ts';
import { settingsSchema } from './schema/settings.ts';

/**
 * Every collection of content/: a folder each, one schema each. The loader (load-content.ts) and
 * the editor's config (cms-config.ts) are both made from this list, so they cannot disagree. A
 * schema checks a file as written and shapes it into what the pages show (its output is the type).
 */
export interface FileSpec<S extends z.ZodType = z.ZodType> {
  file: string;
  label: string;
  schema: S;
  /**
   * Placeholders a field may name besides the site-wide ones, filled by each page: by the field's
   * path ("servicePage.description"), or a group's ("officePage") for every field in it.
   */
  placeholders?: Record<string, readonly string[]>;
}

export interface FilesCollection {
  kind: 'files';
  folder: string;
  label: string;
  description: string;
  files: Record<string, FileSpec>;
}

export interface FolderCollection {
  kind: 'folder';
  folder: string;
  label: string;
  labelSingular: string;
  description: string;
  format: 'md' | 'json';
  schema: z.ZodType;
  /** The field that names an entry in the editor's list, and its file name when it is created. */
  identifier: string;
  /** The field the editor sorts the list by. */
  sortBy?: string;
}

export type Collection = FilesCollection | FolderCollection;

export const collections = {
  settings: {
    kind: 'files',
    folder: 'settings',
    label: 'Settings',
    description: "The company's facts: names, phones, e-mail, domain, dates, promises and claims.",
    files: {
      site: { file: 'site.json', label: 'Company settings', schema: settingsSchema },
    },
  },
  offices: {
    kind: 'folder',
    folder: 'offices',
    label: 'Offices',
    labelSingular: 'Office',
    description:
      'One file an office: its line, address, the towns it serves and its own page text.',
    format: 'md',
    schema: officeSchema,
    identifier: 'city',
    sortBy: 'order',
  },
  towns: {
    kind: 'folder',
    folder: 'towns',
    label: 'Towns',
    labelSingular: 'Town',
    description:
      'One file a town an office serves (not its own city), its file name its address (/locations/<office>/<file>/): the lines to call first, what the city or region offers, each fact with its source and the day it was checked. Three facts of its own earn it a page.',
    format: 'md',
    schema: townSchema,
    identifier: 'name',
    sortBy: 'name',
  },
  services: {
    kind: 'folder',
    folder: 'services',
    label: 'Services',
    labelSingular: 'Service',
    description: 'One file a service: its card, details, questions and safety steps.',
    format: 'md',
    schema: serviceSchema,
    identifier: 'title',
    sortBy: 'order',
  },
  pages: {
    kind: 'files',
    folder: 'pages',
    label: 'Pages',
    description:
      "The about section, the landing page blocks, the safety steps, the claims guide and the pages' descriptions.",
    files: {
      about: { file: 'about.json', label: 'About', schema: aboutSchema },
      highlights: {
        file: 'highlights.json',
        label: 'Landing page blocks',
        schema: highlightsSchema,
      },
      safetySteps: {
        file: 'safety-steps.json',
        label: 'While you wait',
        schema: safetyStepsSchema,
      },
      insurance: {
        file: 'insurance-claims.md',
        label: 'Insurance claims guide',
        schema: guideSchema,
      },
      kit: {
        file: 'first-hours-kit.json',
        label: 'First-hours kit',
        schema: kitSchema,
      },
      managers: {
        file: 'property-managers.json',
        label: 'Property managers and businesses',
        schema: managersSchema,
        placeholders: { 'documents.details': ['issuer', 'number', 'validUntil'] },
      },
      pros: {
        file: 'insurance-professionals.json',
        label: 'Adjusters and brokers',
        schema: prosSchema,
      },
      trades: {
        file: 'contractors.json',
        label: 'Contractors and trades',
        schema: tradesSchema,
      },
      check: {
        file: 'check-us.json',
        label: 'Check us',
        schema: checkSchema,
        placeholders: {
          'labels.checked': ['date'],
          'law.source': ['source', 'date'],
          officeHeading: ['city'],
        },
      },
      uninsured: {
        file: 'when-insurance-does-not-pay.json',
        label: 'When insurance does not pay',
        schema: uninsuredSchema,
        placeholders: { source: ['source', 'date'], townLink: ['program'] },
      },
      sign: {
        file: 'before-you-sign.json',
        label: 'Before you sign',
        schema: signSchema,
        placeholders: { 'labels.download': ['paper', 'size'], 'rules.source': ['source', 'date'] },
      },
      drying: {
        file: 'while-we-dry.json',
        label: 'While we dry',
        schema: dryingSchema,
        placeholders: {
          title: ['city'],
          lede: ['city'],
          description: ['city'],
          'power.rate': ['price', 'rate'],
          'power.source': ['source', 'date'],
          'night.text': ['city'],
          'stickers.name': ['city'],
          'stickers.lede': ['city'],
          'stickers.line': ['city'],
        },
      },
      careers: {
        file: 'careers.json',
        label: 'Careers',
        schema: careersPageSchema,
        placeholders: {
          'general.text': ['email'],
          'opening.description': ['title', 'city', 'pay', 'type'],
          'opening.howToApply': ['url', 'email'],
          'opening.ai': ['how'],
          'opening.noScript': ['email', 'opening'],
          'opening.closed': ['date'],
        },
      },
      profile: {
        file: 'building-profile.json',
        label: 'Building emergency profile',
        schema: profileSchema,
        placeholders: {
          'keep.saved': ['file'],
          'keep.opened': ['file'],
          'keep.notProfile': ['file'],
          'keep.tooLarge': ['file'],
          'keep.sent': ['time'],
        },
      },
      formText: {
        file: 'form-text.json',
        label: "The contact form's words",
        schema: formTextSchema,
        placeholders: formPlaceholders,
      },
      requestForms: {
        file: 'request-forms.json',
        label: 'Business request forms',
        schema: requestFormsSchema,
        placeholders: requestFormPlaceholders,
      },
      pageText: {
        file: 'page-text.json',
        label: 'Page headings and descriptions',
        schema: pageTextSchema,
        placeholders: localPlaceholders,
      },
    },
  },
  legal: {
    kind: 'files',
    folder: 'legal',
    label: 'Legal texts',
    description:
      'The privacy policy, the terms of service and the accessibility statement. Have a lawyer read them.',
    files: {
      privacy: {
        file: 'privacy.md',
        label: 'Privacy Policy',
        schema: legalSchema(specLegalSections.privacy),
      },
      terms: {
        file: 'terms.md',
        label: 'Terms of Service',
        schema: legalSchema(specLegalSections.terms),
      },
      accessibility: {
        file: 'accessibility.md',
        label: 'Accessibility statement',
        schema: legalSchema(),
      },
    },
  },
  testimonials: {
    kind: 'folder',
    folder: 'testimonials',
    label: 'Testimonials',
    labelSingular: 'Testimonial',
    description: "A customer's words as published in a public review, with the link to it.",
    format: 'json',
    schema: testimonialSchema,
    identifier: 'name',
    sortBy: 'month',
  },
  certifications: {
    kind: 'folder',
    folder: 'certifications',
    label: 'Registrations and certifications',
    labelSingular: 'Registration',
    description:
      'What anyone can check before signing (workers’ compensation, licences, insurance, certifications and memberships), each with where to check it and the day you last did: the check-us page lists them all.',
    format: 'json',
    schema: certificationSchema,
    identifier: 'name',
    sortBy: 'order',
  },
  guides: {
    kind: 'folder',
    folder: 'guides',
    label: 'Guides',
    labelSingular: 'Guide',
    description:
      'Dated, signed guides for before and after an emergency: one file a guide, its file name its address.',
    format: 'md',
    schema: articleSchema,
    identifier: 'title',
    sortBy: 'published',
  },
  documents: {
    kind: 'folder',
    folder: 'documents',
    label: 'Vendor documents',
    labelSingular: 'Document',
    description:
      'Certificates and clearances a property manager’s vendor file asks for: one PDF each, with its issuer, number and the day it runs out.',
    format: 'json',
    schema: documentSchema,
    identifier: 'title',
    sortBy: 'order',
  },
  papers: {
    kind: 'folder',
    folder: 'papers',
    label: 'Papers to sign',
    labelSingular: 'Paper',
    description:
      'What you ask a homeowner to sign (work authorization, direction to pay, change order, certificate of completion): one blank PDF each, with what it allows, what it does not and when to sign it. The before-you-sign page offers them all.',
    format: 'json',
    schema: paperSchema,
    identifier: 'title',
    sortBy: 'order',
  },
  openings: {
    kind: 'folder',
    folder: 'openings',
    label: 'Job openings',
    labelSingular: 'Job opening',
    description:
      'One file a job the company is hiring for, its file name its address (/careers/<file>/): its pay, office, closing day and the statements the law asks. Not "Jobs", the finished jobs with photos.',
    format: 'md',
    schema: openingSchema,
    identifier: 'title',
    sortBy: 'closes',
  },
  jobs: {
    kind: 'folder',
    folder: 'jobs',
    label: 'Jobs',
    labelSingular: 'Job',
    description: 'The story of a real job, with before and after photos.',
    format: 'md',
    schema: jobSchema,
    identifier: 'title',
    sortBy: 'date',
  },
} as const satisfies Record<string, Collection>;

/** Where uploaded photos live, and the address the editor writes into a file for one. */
export const MEDIA_FOLDER = 'media';
export const MEDIA_PUBLIC = '/media';
