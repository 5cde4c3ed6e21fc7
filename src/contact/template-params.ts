import { emergencyTypeLabel } from '../content/emergency-types';
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

/** The EmailJS template parameters for a request: plain text only, never HTML. */
export function buildTemplateParams(fields: ContactFields, addressing: Addressing): TemplateParams {
  const name = fields.name.trim();
  const email = fields.email.trim();
  const type = emergencyTypeLabel(fields.emergencyType);
  const message = [
    `Emergency call-back request ${addressing.reference}`,
    '',
    `Reference: ${addressing.reference}`,
    `Name: ${name}`,
    `Phone: ${fields.phone.trim()}`,
    `Email: ${email || 'Not provided'}`,
    `Property Location: ${fields.location.trim()}`,
    addressing.office,
    `Emergency Type: ${type}`,
    '',
    'Description of Damage:',
    fields.message.trim(),
    '',
    `Submitted: ${formatSubmissionTime(addressing.submittedAt, addressing.timeZone)}`,
    `Sent from: ${addressing.sentFrom}`,
  ].join('\n');
  return {
    to_email: addressing.inbox,
    reply_to: email || addressing.noReply,
    from_name: name,
    subject: `Emergency Contact: ${type}`,
    message,
  };
}
