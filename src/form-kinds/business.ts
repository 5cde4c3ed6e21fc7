import { field, pageField, type FormKind } from './form-kind.ts';

/**
 * The business requests: what each form asks, in what order, which answers it cannot go without,
 * which field names the place it is routed by, and what its e-mail's subject names. The words
 * (labels, intro, buttons) are the owner's, in content/pages/request-forms.json, one label per
 * field; the shape is the code's, because the e-mail, the routing and the checks depend on it.
 * `editorTitle` names each form's words in the editor (content/pages/request-forms.json).
 */
const { line, phone, email, text, day } = field;
const { fixed, file } = pageField;

const business = {
  honeypot: 'website',
  from: 'contactName',
  replyTo: 'email',
  fallbackInbox: 'general',
  draft: true,
  answer: 'inquiry',
  checks: 'summary',
  tells: 'notices',
  whenSent: 'clear',
  subject: { fields: ['companyName'], reference: true },
} as const;

const contact = [
  line('contactName', true, 100, 'name'),
  phone('phone', true, 'tel'),
  email('email', true),
] as const;

export const businessKinds = {
  /**
   * An adjuster or broker assigns a loss. A broker may not have a claim number yet, and the crew
   * must be able to call the policyholder: their phone is required, the claim number is not. An
   * adjuster's inbox sorts by claim and address: the subject names both.
   */
  assignment: {
    ...business,
    name: 'assignment',
    editorTitle: 'Assign a loss',
    fields: [
      line('claimNumber', false, 60),
      line('insurer', true),
      line('senderName', true, 100, 'name'),
      line('senderCompany', false, 100, 'organization'),
      phone('senderPhone', true, 'tel'),
      email('senderEmail', true),
      line('policyholderName', true),
      phone('policyholderPhone', true),
      line('lossAddress', true, 200),
      day('lossDate', true),
      text('whatHappened', true),
      text('crewNotes', false, 1000),
    ],
    routeBy: 'lossAddress',
    from: 'senderName',
    replyTo: 'senderEmail',
    fallbackInbox: 'claims',
    subject: { fields: ['claimNumber', 'lossAddress'], reference: true },
    answer: 'acknowledge',
  },
  /** A property manager asks for the priority-response agreement for their buildings. */
  agreement: {
    ...business,
    name: 'agreement',
    editorTitle: 'Ask for an agreement',
    fields: [
      line('companyName', true, 100, 'organization'),
      ...contact,
      text('buildings', true),
      text('notes', false, 1000),
    ],
    routeBy: 'buildings',
  },
  /** A contractor opens an account to rent drying equipment. */
  equipment: {
    ...business,
    name: 'equipment',
    editorTitle: 'Open an equipment account',
    fields: [
      line('companyName', true, 100, 'organization'),
      ...contact,
      line('billingAddress', true, 200),
      text('equipment', true, 1000),
    ],
    routeBy: 'billingAddress',
  },
  /** A trade asks to become one of the partners the company calls in. */
  partner: {
    ...business,
    name: 'partner',
    editorTitle: 'Become a trade partner',
    fields: [
      line('companyName', true, 100, 'organization'),
      line('trade', true),
      ...contact,
      line('serviceArea', true, 200),
      line('coverage', false, 200),
      text('notes', false, 1000),
    ],
    routeBy: 'serviceArea',
    subject: { fields: ['companyName', 'trade'], reference: true },
  },
  /**
   * A technician applies for an opening from its page, which sets the opening and its office.
   * The application goes to the careers inbox whichever office hires; the office is named in the
   * e-mail and counted with the lead. Nothing asks for Canadian experience (Ontario's rules).
   */
  application: {
    ...business,
    name: 'application',
    editorTitle: 'Apply for an opening',
    fields: [
      fixed('opening'),
      fixed('office'),
      line('name', true, 100, 'name'),
      email('email', true),
      phone('phone', true, 'tel'),
      line('start', true),
      line('certifications', false, 200),
      text('experience', true),
      file(
        'resume',
        '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ],
    routeBy: 'office',
    sendsTo: 'kind',
    from: 'name',
    replyTo: 'email',
    fallbackInbox: 'careers',
    subject: { fields: ['opening', 'office'], reference: true },
  },
} as const satisfies Record<string, FormKind & { editorTitle: string }>;

export type BusinessKindName = keyof typeof businessKinds;

/** The names of a kind's fields. */
export type FieldName<K extends BusinessKindName> =
  (typeof businessKinds)[K]['fields'][number]['name'];

export const businessKindNames = Object.keys(businessKinds) as BusinessKindName[];
