import { specFormStrings } from '../lib/spec-strings';
import { emergencyTypeLabel } from '../content/schema/emergency-types';
import { wellFormed } from '../lib/text';
import type { ContactFields } from './fields';

export interface TemplateParams {
  to_email: string;
  reply_to: string;
  from_name: string;
  subject: string;
  message: string;
  [key: string]: string;
}

export interface Addressing {
  /** The routed office's inbox, or the main one (see routing.ts). */
  inbox: string;
  /** The line naming the office that calls back, e.g. "Office: Toronto (Mississauga)". */
  office: string;
  noReply: string;
  reference: string;
  submittedAt: Date;
  /** The page the request was sent from ("/locations/calgary/"): which pages bring requests. */
  sentFrom: string;
  /** The visitor's own time zone unless given. */
  timeZone?: string;
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
 * A request's e-mail text in the parts the hand-off needs: the description may be cut to fit a
 * text message or a mailto: link; the lines before and after it never are.
 */
export interface RequestMessage {
  before: string;
  description: string;
  after: string;
}

export const messageText = ({ before, description, after }: RequestMessage) =>
  `${before}\n${description}\n\n${after}`;

/** One request: the EmailJS template parameters, and its message in parts. */
export interface EmailRequest {
  params: TemplateParams;
  message: RequestMessage;
}

/**
 * A request's e-mail: plain text only, never HTML, and well formed (a lone surrogate becomes
 * U+FFFD), so every link and message built from it can be encoded.
 */
export function buildRequest(fields: ContactFields, addressing: Addressing): EmailRequest {
  const name = oneLine(fields.name);
  const email = oneLine(fields.email);
  const type = emergencyTypeLabel(fields.emergencyType);
  const message: RequestMessage = {
    before: [
      `Emergency call-back request ${addressing.reference}`,
      '',
      `Reference: ${addressing.reference}`,
      `Name: ${name}`,
      `Phone: ${oneLine(fields.phone)}`,
      `Email: ${email || specFormStrings.noEmail}`,
      `Property Location: ${oneLine(fields.location)}`,
      addressing.office,
      `Emergency Type: ${type}`,
      '',
      'Description of Damage:',
    ].join('\n'),
    description: wellFormed(fields.message.trim()),
    after: [
      `Submitted: ${formatSubmissionTime(addressing.submittedAt, addressing.timeZone)}`,
      `Sent from: ${addressing.sentFrom}`,
    ].join('\n'),
  };
  return {
    params: {
      to_email: addressing.inbox,
      reply_to: email || addressing.noReply,
      from_name: name,
      subject: specFormStrings.subject(type),
      message: messageText(message),
    },
    message,
  };
}
