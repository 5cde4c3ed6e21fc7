import { specFormStrings } from '../../domain/spec-strings';
import { parseIsoDate } from '../../lib/dates';
import { cutText, EMAIL, wellFormed } from '../../lib/text';
import type { FieldSpec, FormKind, FormValues, FormWords } from '../../form-kinds/form-kind';

export interface TemplateParams {
  to_email: string;
  reply_to: string;
  from_name: string;
  subject: string;
  message: string;
  [key: string]: string;
}

export interface Addressing {
  /** The routed office's inbox, or the kind's fallback one (see routing.ts). */
  inbox: string;
  /** The line naming the office that answers, e.g. "Office: Toronto (Mississauga)". */
  office: string;
  noReply: string;
  reference: string;
  submittedAt: Date;
  /** The page the request was sent from ("/locations/calgary/"): which pages bring requests. */
  sentFrom: string;
  /** The visitor's own time zone unless given. */
  timeZone?: string;
  /**
   * What a dispatcher reads beside a place that names no town: the town of the page it was sent
   * from, after the field's value ("45 Main St (sent from the Airdrie page)").
   */
  place?: { field: string; note: string };
  /** Lines said right under the reference: a repeat of an earlier try, a second route taken. */
  notes?: readonly string[];
}

/** "Sunday, November 22, 2026 at 8:14:05 p.m. MST (America/Edmonton)": the zone is always stated. */
export function formatSubmissionTime(date: Date, timeZone?: string): string {
  const format = new Intl.DateTimeFormat('en-CA', {
    dateStyle: 'full',
    timeStyle: 'long',
    timeZone,
  });
  return `${format.format(date)} (${format.resolvedOptions().timeZone})`;
}

/** A field of one line stays one line, whatever was pasted or stored into it, and well formed. */
export const oneLine = (value: string) =>
  wellFormed(value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim());

/**
 * A request's e-mail text in the parts the hand-off needs: the longer texts may be cut to fit a
 * text message or a mailto: link; the lines before and after them never are.
 */
export interface RequestMessage {
  before: string;
  description: string;
  after: string;
}

export const messageText = ({ before, description, after }: RequestMessage) =>
  description ? `${before}\n${description}\n\n${after}` : `${before}\n\n${after}`;

/** One request: the EmailJS template parameters, and its message in parts. */
export interface EmailRequest {
  params: TemplateParams;
  message: RequestMessage;
}

/** "2026-11-20 (Friday, November 20, 2026)": the day spelled out, so no one reads it the wrong way. */
const dateLine = (value: string) => {
  const date = parseIsoDate(value);
  return date
    ? `${value} (${date.toLocaleDateString('en-CA', { dateStyle: 'full', timeZone: 'UTC' })})`
    : value;
};

/** A one-line field's value as the e-mail says it: a choice by its label, a date spelled out. */
function shown(field: FieldSpec, value: string): string {
  if (!value) return specFormStrings.notProvided;
  if (field.options) return field.options.find((option) => option.value === value)?.label ?? value;
  return field.type === 'date' ? dateLine(value) : value;
}

/**
 * A request's e-mail, the same for every kind: its title and reference, every one-line field
 * under its label in the form's order ("Not provided" for one left empty), the office it goes
 * to, then the longer texts, then when and from which page it was sent. The subject names the
 * kind's subject fields. Plain text only, never HTML, and well formed (a lone surrogate becomes
 * U+FFFD), so every link and message built from it can be encoded.
 */
export function buildRequest(
  kind: FormKind,
  values: FormValues,
  words: FormWords,
  addressing: Addressing,
): EmailRequest {
  const label = (name: string) => words.inEmail?.[name] ?? words.labels[name] ?? name;
  const value = (name: string) => oneLine(values[name] ?? '');
  const placeNote = (name: string) =>
    addressing.place?.field === name ? ` ${addressing.place.note}` : '';
  const lines = kind.fields
    .filter(({ type }) => type !== 'textarea')
    .map(
      (field) => `${label(field.name)}: ${shown(field, value(field.name))}${placeNote(field.name)}`,
    );
  // The longer texts come last, each under its label; the first label stays with the lines
  // before, so a cut for a text message or an e-mail link never takes a label away alone.
  const [first, ...more] = kind.fields.filter(({ type }) => type === 'textarea');
  const block = (name: string) =>
    wellFormed((values[name] ?? '').trim()) || specFormStrings.notProvided;
  const message: RequestMessage = {
    before: [
      `${words.title} ${addressing.reference}`,
      '',
      `Reference: ${addressing.reference}`,
      ...(addressing.notes ?? []),
      ...lines,
      addressing.office,
      ...(first ? ['', `${label(first.name)}:`] : []),
    ].join('\n'),
    description: first
      ? [block(first.name), ...more.map(({ name }) => `${label(name)}:\n${block(name)}`)].join(
          '\n\n',
        )
      : '',
    after: [
      `Submitted: ${formatSubmissionTime(addressing.submittedAt, addressing.timeZone)}`,
      `Sent from: ${addressing.sentFrom}`,
    ].join('\n'),
  };
  const named = kind.subject.fields
    .map((name) => {
      const field = kind.fields.find((candidate) => candidate.name === name);
      const given = value(name);
      return field && given ? shown(field, given) : '';
    })
    .filter(Boolean);
  const title = kind.subject.reference ? `${words.subject} ${addressing.reference}` : words.subject;
  const from = value(kind.from);
  const replyTo = kind.replyTo ? value(kind.replyTo) : '';
  return {
    params: {
      to_email: addressing.inbox,
      reply_to: EMAIL.test(replyTo) ? replyTo : addressing.noReply,
      from_name: from,
      subject: cutText(named.length > 0 ? `${title}: ${named.join(' · ')}` : title, 200),
      message: messageText(message),
    },
    message,
  };
}
