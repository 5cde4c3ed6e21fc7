import type { EmailSettings } from '../config/email-settings';
import { siteConfig } from 'virtual:site-content';
import type { ContactFields } from './fields';
import { parseTimestamps, WINDOW_MS } from './rate-limit';
import { formStorage } from './browser-storage';
import { parseAttempt, referenceFor } from './reference';
import { routeRequest, type InboxRoute } from './routing';
import { sendEmail } from './send-email';
import type { SubmitDeps } from './submit-request';
import { buildRequest, type Addressing, type EmailRequest } from './template-params';

const { email, offices } = siteConfig;

/** The office a request goes to: worked out once per request, and used for all of it. */
export const routeFor = (location: string): InboxRoute =>
  routeRequest(location, offices, email.inbox);

export const forgetAttempt = () => formStorage.lastAttempt.remove();

/** Sends' times older than the rate window are dropped when the form loads. */
export function pruneSends(now = Date.now()) {
  const recent = parseTimestamps(formStorage.sends.read(), now).filter(
    (time) => now - time < WINDOW_MS,
  );
  if (recent.length > 0) formStorage.sends.write(JSON.stringify(recent));
  else formStorage.sends.remove();
}

/** Where a request's e-mail goes and what it says of itself: the same for every form. */
export const addressingFor = (
  route: InboxRoute,
  reference: string,
  submittedAt: Date,
): Addressing => ({
  inbox: route.inbox,
  office: route.line,
  noReply: email.noReply,
  reference,
  submittedAt,
  sentFrom: window.location.pathname,
});

/** One request's e-mail, as sent and as handed off to the other ways. */
export const requestFor = (
  fields: ContactFields,
  route: InboxRoute,
  reference: string,
  submittedAt: Date,
): EmailRequest => buildRequest(fields, addressingFor(route, reference, submittedAt));

export const emailSettingsFor = (route: InboxRoute): EmailSettings => ({
  ...__EMAIL_SETTINGS__,
  templateId: route.templateId ?? __EMAIL_SETTINGS__.templateId,
});

/** The browser's side of one submission (src/contact/submit-request.ts), for one route. */
export function submitDepsFor(route: InboxRoute): SubmitDeps {
  return {
    honeypot: (fields) => fields.company,
    now: () => Date.now(),
    readSends: () => parseTimestamps(formStorage.sends.read(), Date.now()),
    writeSends: (timestamps) => void formStorage.sends.write(JSON.stringify(timestamps)),
    referenceFor: (fields: ContactFields) => {
      const attempt = referenceFor(fields, parseAttempt(formStorage.lastAttempt.read()));
      formStorage.lastAttempt.write(JSON.stringify(attempt));
      return attempt.reference;
    },
    forgetReference: forgetAttempt,
    buildParams: (fields, reference, submittedAt) =>
      requestFor(fields, route, reference, submittedAt).params,
    // The office's own template, whose To is fixed to its inbox; the main one otherwise.
    send: (params) =>
      sendEmail(emailSettingsFor(route), params, {
        blockedReplyTo: [email.inbox, email.general, ...offices.flatMap((o) => o.inbox ?? [])],
      }),
  };
}
