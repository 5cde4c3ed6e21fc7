import type { EmailSettings } from '../config/email-settings';
import { readItem, removeItem, writeItem } from '../lib/storage';
import { siteConfig } from 'virtual:site-content';
import type { ContactFields } from './fields';
import { parseTimestamps, RATE_LIMIT_KEY, WINDOW_MS } from './rate-limit';
import { parseAttempt, referenceFor } from './reference';
import { routeRequest, type InboxRoute } from './routing';
import { sendEmail } from './send-email';
import type { SubmitDeps } from './submit-request';
import { buildTemplateParams, type TemplateParams } from './template-params';

const { email, offices } = siteConfig;

/**
 * The last request tried, for the tab: a fingerprint of its words and its reference, so a retry
 * keeps the reference. Gone once the request is sent or the form is cleared.
 */
const ATTEMPT_KEY = 'contactFormLastAttempt';

/** The office a request goes to: worked out once per request, and used for all of it. */
export const routeFor = (location: string): InboxRoute =>
  routeRequest(location, offices, email.inbox);

export const forgetAttempt = () => removeItem('sessionStorage', ATTEMPT_KEY);

/** Sends' times older than the rate window are dropped when the form loads. */
export function pruneSends(now = Date.now()) {
  const recent = parseTimestamps(readItem('localStorage', RATE_LIMIT_KEY), now).filter(
    (time) => now - time < WINDOW_MS,
  );
  if (recent.length > 0) writeItem('localStorage', RATE_LIMIT_KEY, JSON.stringify(recent));
  else removeItem('localStorage', RATE_LIMIT_KEY);
}

/** One request's e-mail, as sent and as handed off to the other ways. */
export const paramsFor = (
  fields: ContactFields,
  route: InboxRoute,
  reference: string,
  submittedAt: Date,
): TemplateParams =>
  buildTemplateParams(fields, {
    inbox: route.inbox,
    office: route.line,
    noReply: email.noReply,
    reference,
    submittedAt,
    sentFrom: window.location.pathname,
  });

export const emailSettingsFor = (route: InboxRoute): EmailSettings => ({
  ...__EMAIL_SETTINGS__,
  templateId: route.templateId ?? __EMAIL_SETTINGS__.templateId,
});

/** The browser's side of one submission (src/contact/submit-request.ts), for one route. */
export function submitDepsFor(route: InboxRoute): SubmitDeps {
  return {
    now: () => Date.now(),
    readSends: () => parseTimestamps(readItem('localStorage', RATE_LIMIT_KEY), Date.now()),
    writeSends: (timestamps) =>
      void writeItem('localStorage', RATE_LIMIT_KEY, JSON.stringify(timestamps)),
    referenceFor: (fields: ContactFields) => {
      const attempt = referenceFor(fields, parseAttempt(readItem('sessionStorage', ATTEMPT_KEY)));
      writeItem('sessionStorage', ATTEMPT_KEY, JSON.stringify(attempt));
      return attempt.reference;
    },
    forgetReference: forgetAttempt,
    buildParams: (fields, reference, submittedAt) =>
      paramsFor(fields, route, reference, submittedAt),
    // The office's own template, whose To is fixed to its inbox; the main one otherwise.
    send: (params) =>
      sendEmail(emailSettingsFor(route), params, {
        blockedReplyTo: [email.inbox, email.general, ...offices.flatMap((o) => o.inbox ?? [])],
      }),
  };
}
