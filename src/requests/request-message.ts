import { fillPlaceholders } from '../lib/fill-placeholders';
import { parseIsoDate } from '../lib/dates';
import { cutText, wellFormed } from '../lib/text';
import {
  formatSubmissionTime,
  oneLine,
  messageText,
  type Addressing,
} from '../contact/template-params';
import type { EmailRequest, RequestMessage } from '../contact/template-params';
import {
  REQUEST_HONEYPOT,
  requestKinds,
  type RequestField,
  type RequestKind,
  type RequestFields,
  type RequestKindName,
} from './kinds';

/** The words a form is sent with: what it is called and each field's label. */
export interface FormWords {
  subject: string;
  labels: Record<string, string>;
}

/** A kind by its name, or a kind of its own (the building profile's, made from its content). */
export type KindOf = RequestKindName | RequestKind;
export const specOf = (kind: KindOf): RequestKind =>
  typeof kind === 'string' ? requestKinds[kind] : kind;
const fieldsOf = (kind: KindOf): readonly RequestField[] => specOf(kind).fields;

/** The fields as the form starts: every one empty, the honeypot too. */
export const emptyRequest = (kind: KindOf): RequestFields =>
  Object.fromEntries([...fieldsOf(kind).map(({ name }) => [name, '']), [REQUEST_HONEYPOT, '']]);

/**
 * Any stored or typed value made into a kind's fields: unknown keys dropped, anything not text
 * empty, lengths bounded by whole characters.
 */
export function toRequestFields(kind: KindOf, saved: unknown): RequestFields {
  const record =
    typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  const value = (name: string, max: number) =>
    typeof record[name] === 'string' ? cutText(record[name], max) : '';
  return {
    ...Object.fromEntries(
      fieldsOf(kind).map(({ name, maxLength }) => [name, value(name, maxLength)]),
    ),
    [REQUEST_HONEYPOT]: value(REQUEST_HONEYPOT, 100),
  };
}

/** No field the visitor sees holds a word. */
export const isBlankRequest = (kind: KindOf, fields: RequestFields) =>
  fieldsOf(kind).every(({ name }) => !fields[name]?.trim());

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Problem = 'missing' | 'notEmail' | 'notDate' | 'futureDate';

/**
 * What stops a request from going, field by field, in the form's order: a required field left
 * empty, an e-mail that is not one, a date that is not one or is later than `today` (YYYY-MM-DD,
 * the sender's own day).
 */
export function checkRequest(
  kind: KindOf,
  fields: RequestFields,
  today: string,
): Array<{ name: string; problem: Problem }> {
  const problems: Array<{ name: string; problem: Problem }> = [];
  for (const field of fieldsOf(kind)) {
    const value = (fields[field.name] ?? '').trim();
    const problem: Problem | null = !value
      ? field.required
        ? 'missing'
        : null
      : field.type === 'email' && !EMAIL.test(value)
        ? 'notEmail'
        : field.type === 'date' && !parseIsoDate(value)
          ? 'notDate'
          : field.type === 'date' && field.notFuture && value > today
            ? 'futureDate'
            : null;
    if (problem) problems.push({ name: field.name, problem });
  }
  return problems;
}

/** "2026-11-20 (Friday, November 20, 2026)": the day spelled out, so no one reads it the wrong way. */
const dateLine = (value: string) => {
  const date = parseIsoDate(value);
  return date
    ? `${value} (${date.toLocaleDateString('en-CA', { dateStyle: 'full', timeZone: 'UTC' })})`
    : value;
};

export const NOT_GIVEN = '(not given)';

/**
 * A business request's e-mail: every field under its label, in the form's order; the one-line
 * fields first, then the longer texts, which are what a text message or an e-mail link may
 * shorten. Plain text, well formed.
 */
export function buildBusinessRequest(
  kind: KindOf,
  fields: RequestFields,
  words: FormWords,
  addressing: Addressing,
): EmailRequest {
  const spec = specOf(kind);
  const fieldList = fieldsOf(kind);
  const label = (name: string) => words.labels[name] ?? name;
  const lines = fieldList
    .filter(({ type }) => type !== 'textarea')
    .map(({ name, type }) => {
      const value = oneLine(fields[name] ?? '');
      return `${label(name)}: ${value ? (type === 'date' ? dateLine(value) : value) : NOT_GIVEN}`;
    });
  const blocks = fieldList
    .filter(({ type }) => type === 'textarea')
    .map(({ name }) => `${label(name)}:\n${wellFormed((fields[name] ?? '').trim()) || NOT_GIVEN}`);
  const message: RequestMessage = {
    before: [
      `${words.subject} ${addressing.reference}`,
      '',
      `Reference: ${addressing.reference}`,
      ...lines,
      addressing.office,
      '',
    ].join('\n'),
    description: blocks.join('\n\n'),
    after: [
      `Submitted: ${formatSubmissionTime(addressing.submittedAt, addressing.timeZone)}`,
      `Sent from: ${addressing.sentFrom}`,
    ].join('\n'),
  };
  const from = oneLine(fields[spec.from] ?? '');
  const replyTo = spec.replyTo ? oneLine(fields[spec.replyTo] ?? '') : '';
  return {
    params: {
      to_email: addressing.inbox,
      reply_to: EMAIL.test(replyTo) ? replyTo : addressing.noReply,
      from_name: from,
      subject: cutText(`${words.subject} ${addressing.reference}: ${from}`, 200),
      message: messageText(message),
    },
    message,
  };
}

/** A problem said in the owner's words, naming the field by its label. */
export const problemText = (template: string, label: string) =>
  fillPlaceholders(template, { label: label.replace(/\s*\(.*\)$/, '') });
