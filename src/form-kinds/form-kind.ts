import type { specStorageKeys } from '../domain/spec-strings.ts';

/**
 * What a form is, as data: its fields, where it goes, what its e-mail is called, whether its words
 * are kept, what it promises and how it tells the visitor. The engine (src/forms/) does the rest
 * for every kind; the words (labels, buttons) are the owner's, in content/.
 */
export type FieldType =
  | 'text'
  | 'tel'
  | 'email'
  | 'date'
  | 'textarea'
  | 'select'
  /** Set by the page the form is on (the opening applied for), never typed: a hidden field. */
  | 'fixed'
  /** A document attached to the e-mail, kept by the engine beside the words, never in a draft. */
  | 'file';

export interface FieldSpec {
  readonly name: string;
  readonly type: FieldType;
  readonly required: boolean;
  /** In whole characters. A date has none on the page: HTML allows no `maxlength` on one. */
  readonly maxLength: number;
  readonly autoComplete?: string;
  /** A date that cannot be later than the sender's today (a date of loss). */
  readonly notFuture?: boolean;
  /** A list's choices, in order. */
  readonly options?: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  /** Takes the form's whole width (a long line, a list, a text). */
  readonly wide?: boolean;
  /** A file's kinds, as its input's `accept` takes them: ".pdf,.doc,.docx". */
  readonly accept?: string;
}

/** An inbox of the settings' `email`: where a request that names no office goes. */
export type FallbackInbox = 'inbox' | 'claims' | 'general' | 'careers';

/**
 * How soon the office answers: 'callBack', the call-back promise counted in business hours;
 * 'acknowledge', an assignment's acknowledgement, any hour; 'inquiry', a reply to a business
 * request, any hour.
 */
export type AnswerTime = 'callBack' | 'acknowledge' | 'inquiry';

export interface FormKind {
  /** Its island, its keys in the tab's storage, and the `kind` its counted leads carry. */
  readonly name: string;
  /**
   * Its send times are kept under the spec's key (the call-back form's); `form-<name>-sends`
   * otherwise. No other key: the rule across forms reads those two (src/forms/sending/browser-storage.ts).
   */
  readonly sendsKey?: typeof specStorageKeys.rateLimit;
  readonly fields: readonly FieldSpec[];
  /** The hidden field people never see, so leave empty; its name is no real field's. */
  readonly honeypot: string;
  /**
   * What a button that opens the form for a purpose fills in (its `data-request-type` and
   * `data-request-text`: "Request Equipment Rental"): the list it chooses, and the text it starts.
   */
  readonly openers?: { readonly choice: string; readonly text: string };
  /** The field whose address or town picks the office (src/domain/routing.ts). */
  readonly routeBy: string;
  readonly fallbackInbox: FallbackInbox;
  /**
   * 'office': the routed office's own inbox, if it has one (the default); 'kind': always the
   * kind's inbox, the office still named in the e-mail and counted with the lead (applications
   * go to the careers inbox whichever office hires).
   */
  readonly sendsTo?: 'office' | 'kind';
  /** Who the office answers: the sender's name field, and their e-mail field (else no-reply). */
  readonly from: string;
  readonly replyTo?: string;
  /**
   * The e-mail's subject: its words, then the reference (if `reference`), then these fields'
   * values, as an inbox sorts them: "Loss assignment S9A9HG: CLM-2291 · 88 Sample Cres, Calgary".
   */
  readonly subject: { readonly fields: readonly string[]; readonly reference: boolean };
  /**
   * The words are kept for the tab as they are typed (a reload or another page loses nothing);
   * otherwise only while a request waits for the connection, and removed once it is sent.
   */
  readonly draft: boolean;
  readonly answer: AnswerTime;
  /**
   * 'browser': the browser's own checks of required fields and their types (the spec's call-back
   * form); 'summary': the engine checks every field and lists the problems over the form.
   */
  readonly checks: 'browser' | 'summary';
  /** How an outcome is told: the spec's toasts, or a notice in the form itself. */
  readonly tells: 'toasts' | 'notices';
  /** Once sent, the form is cleared and gives way to what happens next, or keeps its words. */
  readonly whenSent: 'clear' | 'keep';
}

/** A request's words: each field's value by its name, and the honeypot's. */
export type FormValues = Record<string, string>;

/** The words a form is shown and sent with: the owner's, or the spec's for the call-back form. */
export interface FormWords {
  /** What the request is called: the e-mail's first line, and the form's name to screen readers. */
  title: string;
  /** The e-mail's subject begins with it. */
  subject: string;
  submit: string;
  sending: string;
  labels: Record<string, string>;
  /** A label the e-mail uses in place of the form's ("Name" for "Full Name"). */
  inEmail?: Record<string, string>;
  /** A list's empty choice ("Select the type of emergency"). */
  choose?: Record<string, string>;
}

const line = <N extends string>(
  name: N,
  required: boolean,
  maxLength = 100,
  autoComplete?: string,
) => ({ name, type: 'text', required, maxLength, autoComplete, wide: maxLength >= 200 }) as const;
const phone = <N extends string>(name: N, required: boolean, autoComplete?: string) =>
  ({ name, type: 'tel', required, maxLength: 30, autoComplete }) as const;
const email = <N extends string>(name: N, required: boolean) =>
  ({ name, type: 'email', required, maxLength: 254, autoComplete: 'email' }) as const;
const text = <N extends string>(name: N, required: boolean, maxLength = 2000) =>
  ({ name, type: 'textarea', required, maxLength, wide: true }) as const;
const day = <N extends string>(name: N, required: boolean) =>
  ({ name, type: 'date', required, maxLength: 10, notFuture: true }) as const;
const fixed = <N extends string>(name: N) =>
  ({ name, type: 'fixed', required: true, maxLength: 200 }) as const;
const file = <N extends string>(name: N, accept: string) =>
  ({ name, type: 'file', required: false, maxLength: 200, accept, wide: true }) as const;

/** The field makers the kinds are written with. */
export const field = { line, phone, email, text, day };

/** The makers of fields no visitor types: one the page sets, and a document to attach. */
export const pageField = { fixed, file };

/** A field the visitor fills in themselves: not one the page sets, nor a file. */
export const typedField = (spec: FieldSpec) => spec.type !== 'fixed' && spec.type !== 'file';
