/**
 * The business requests: what each form asks, in what order, which answers it cannot go without,
 * and which field names the place the request is routed by. The words (labels, hints) are the
 * owner's, in content/pages/request-forms.json; the shape is the code's, because the e-mail, the
 * routing and the checks depend on it.
 */
export type FieldType = 'text' | 'tel' | 'email' | 'date' | 'textarea';

export interface RequestField {
  name: string;
  type: FieldType;
  required: boolean;
  maxLength: number;
  autoComplete?: string;
  /** A date that cannot be later than today (a date of loss). */
  notFuture?: boolean;
}

export interface RequestKind {
  fields: readonly RequestField[];
  /** The field whose address or town picks the office (see src/contact/routing.ts). */
  routeBy: string;
  /** Who the office answers: the sender's name and e-mail fields (none: the no-reply address). */
  from: string;
  replyTo?: string;
  /** Where a request goes when its place names no office: the settings' e-mail of that name. */
  fallbackInbox: 'claims' | 'general';
}

/** The hidden field people never see, so it stays empty; its name is no real field's. */
export const REQUEST_HONEYPOT = 'website';

const line = <N extends string>(
  name: N,
  required: boolean,
  maxLength = 100,
  autoComplete?: string,
) => ({ name, type: 'text', required, maxLength, autoComplete }) as const;
const phone = <N extends string>(name: N, required: boolean, autoComplete?: string) =>
  ({ name, type: 'tel', required, maxLength: 30, autoComplete }) as const;
const email = <N extends string>(name: N, required: boolean) =>
  ({ name, type: 'email', required, maxLength: 254, autoComplete: 'email' }) as const;
const box = <N extends string>(name: N, required: boolean, maxLength = 2000) =>
  ({ name, type: 'textarea', required, maxLength }) as const;

const contactFields = [
  line('contactName', true, 100, 'name'),
  phone('phone', true, 'tel'),
  email('email', true),
] as const;

export const requestKinds = {
  /**
   * An adjuster or broker assigns a loss. A broker may not have a claim number yet, and the crew
   * must be able to call the policyholder: their phone is required, the claim number is not.
   */
  assignment: {
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
      { name: 'lossDate', type: 'date', required: true, maxLength: 10, notFuture: true } as const,
      box('whatHappened', true),
      box('crewNotes', false, 1000),
    ],
    routeBy: 'lossAddress',
    from: 'senderName',
    replyTo: 'senderEmail',
    fallbackInbox: 'claims',
  },
  /** A property manager asks for the priority-response agreement for their buildings. */
  agreement: {
    fields: [
      line('companyName', true, 100, 'organization'),
      ...contactFields,
      box('buildings', true),
      box('notes', false, 1000),
    ],
    routeBy: 'buildings',
    from: 'contactName',
    replyTo: 'email',
    fallbackInbox: 'general',
  },
  /** A contractor opens an account to rent drying equipment. */
  equipment: {
    fields: [
      line('companyName', true, 100, 'organization'),
      ...contactFields,
      line('billingAddress', true, 200),
      box('equipment', true, 1000),
    ],
    routeBy: 'billingAddress',
    from: 'contactName',
    replyTo: 'email',
    fallbackInbox: 'general',
  },
  /** A trade asks to become one of the partners the company calls in. */
  partner: {
    fields: [
      line('companyName', true, 100, 'organization'),
      line('trade', true),
      ...contactFields,
      line('serviceArea', true, 200),
      line('coverage', false, 200),
      box('notes', false, 1000),
    ],
    routeBy: 'serviceArea',
    from: 'contactName',
    replyTo: 'email',
    fallbackInbox: 'general',
  },
} as const satisfies Record<string, RequestKind>;

export type RequestKindName = keyof typeof requestKinds;

/** The names of a kind's fields. */
export type FieldName<K extends RequestKindName> =
  (typeof requestKinds)[K]['fields'][number]['name'];

export const requestKindNames = Object.keys(requestKinds) as RequestKindName[];

export const isRequestKind = (value: string): value is RequestKindName =>
  Object.hasOwn(requestKinds, value);

/** A request's words: each field's value by its name, and the honeypot. */
export type RequestFields = Record<string, string>;
