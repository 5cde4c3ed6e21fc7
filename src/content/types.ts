import type { EmergencyType } from './schema/emergency-types.ts';
import type { OfficeEntry } from './schema/office.ts';
import type { serviceIcons } from './schema/service.ts';
import type { PageTextData } from './schema/pages.ts';
import type { Notice, Settings } from './schema/settings.ts';
import type { Photo } from '../lib/photo.ts';
import type { TextSection } from './schema/markdown.ts';

/** The types the pages are rendered from: the content files, validated and filled in. */
export type { Notice, NoticeLevel } from './schema/settings.ts';
export type { Photo, PhotoVariant } from '../lib/photo.ts';

export interface Office extends Omit<OfficeEntry, 'order' | 'body'> {
  /** The file's name: "calgary". It names the office in structured data and in its address. */
  id: string;
  /** Its page's own text, a paragraph per entry. */
  description?: string[];
}

export type ResponsePromises = Settings['response'];
export type Claims = Settings['claims'];

export interface SiteConfig extends Omit<Settings, 'notice'> {
  offices: [Office, ...Office[]];
  /** The notice in force or still to come when the site was built; an ended one is left out. */
  notice?: Notice;
}

export type ServiceIcon = (typeof serviceIcons)[number];

export interface ServiceDetails {
  description: string;
  process: string[];
  benefits: string[];
  equipment: string[];
  timeline: string;
  /** What the service covers, ending with the areas of the offices that provide it. */
  coverage: string[];
}

export interface Question {
  question: string;
  /** A paragraph per entry. */
  answer: string[];
}

export interface Service {
  /** The page's address (/services/<slug>/), and on the landing page the dialog's id. */
  slug: string;
  title: string;
  icon: ServiceIcon;
  landing: 'card' | 'link';
  /** One short line for search results. */
  summary: string;
  card: { description: string; features: [string, string, string, string] };
  safetyType: EmergencyType;
  /** A service that is not an emergency: what its page's main button asks for. */
  request?: { label: string; emergencyType: EmergencyType; text: string };
  /** Its own "while you wait", instead of the safety steps of its type. */
  waitSteps?: { title: string; steps: string[] };
  details: ServiceDetails;
  faq: Question[];
}

export type { TextSection } from './schema/markdown.ts';

export interface LegalDocument {
  title: string;
  lede: string;
  description: string;
  updated: string;
  sections: TextSection[];
}

export interface Guide {
  title: string;
  lede: string;
  description: string;
  steps: TextSection[];
  questions: Question[];
  disclaimer: string;
}

export interface Stat {
  number: string;
  label: string;
}

export interface About {
  stats: Stat[];
  story: string[];
  mission: string;
  credentials: string[];
  reasons: Array<{ title: string; text: string }>;
}

export interface Highlights {
  fireExpertise: { title: string; text: string; points: string[] };
  equipment: { title: string; text: string; items: Array<{ title: string; text: string }> };
}

export interface SafetySteps {
  title: string;
  chooseLabel: string;
  dangerFirst: string;
  steps: Record<EmergencyType, string[]>;
}

/** The words of the pages that are lists or templates (content/pages/page-text.json). */
export type PageText = PageTextData;

export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  town: string;
  service: string;
  office: string;
  month: string;
  source: { name: string; url: string };
}

export interface Certification {
  id: string;
  name: string;
  kind: 'certification' | 'membership';
  issuer: string;
  number?: string;
  verifyUrl: string;
}

export interface Job {
  id: string;
  title: string;
  date: string;
  town: string;
  service: string;
  office: string;
  duration: string;
  before: Photo;
  after: Photo;
  story: string[];
}

export interface SiteContent {
  siteConfig: SiteConfig;
  /**
   * The file each part was read from, for the sitemap's dates: "settings", "office:calgary",
   * "service:mold-remediation", "pages:about", "legal:terms", "testimonial:…", "job:…".
   */
  sources: Record<string, string>;
  services: Service[];
  about: About;
  highlights: Highlights;
  safetySteps: SafetySteps;
  insurance: Guide;
  legal: { privacy: LegalDocument; terms: LegalDocument; accessibility: LegalDocument };
  pageText: PageText;
  testimonials: Testimonial[];
  certifications: Certification[];
  jobs: Job[];
}
