import { siteConfig } from 'virtual:site-content';
import { formStorage, requestStorage } from '../contact/browser-storage';
import { parseTimestamps } from '../contact/rate-limit';
import { attemptFor, keyOf, parseAttempt } from '../contact/reference';
import { routeRequest, type InboxRoute } from '../contact/routing';
import { sendEmail } from '../contact/send-email';
import type { SubmitDeps } from '../contact/submit-request';
import { addressingFor, emailSettingsFor } from '../contact/contact-send';
import type { EmailRequest } from '../contact/template-params';
import { REQUEST_HONEYPOT, type RequestFields } from './kinds';
import { buildBusinessRequest, specOf, type FormWords, type KindOf } from './request-message';

const { email, offices } = siteConfig;

/** The office a request goes to, from the place its kind is routed by; the kind's inbox for none. */
export const routeOf = (kind: KindOf, fields: RequestFields): InboxRoute => {
  const spec = specOf(kind);
  return routeRequest(fields[spec.routeBy] ?? '', offices, email[spec.fallbackInbox]);
};

/** One request's e-mail, as sent and as handed off to the other ways. */
export const businessRequestFor = (
  kind: KindOf,
  fields: RequestFields,
  words: FormWords,
  route: InboxRoute,
  reference: string,
  submittedAt: Date,
): EmailRequest =>
  buildBusinessRequest(kind, fields, words, addressingFor(route, reference, submittedAt));

const keyFor = (kind: KindOf, fields: RequestFields) =>
  keyOf([
    typeof kind === 'string' ? kind : 'profile',
    ...specOf(kind).fields.map(({ name }) => fields[name] ?? ''),
  ]);

/** The browser's side of one business request (src/contact/submit-request.ts), for one route. */
export function businessDepsFor(
  kind: KindOf,
  words: FormWords,
  route: InboxRoute,
): SubmitDeps<RequestFields> {
  const stored = requestStorage(typeof kind === 'string' ? kind : 'profile');
  return {
    honeypot: (fields) => fields[REQUEST_HONEYPOT] ?? '',
    now: () => Date.now(),
    readSends: () => parseTimestamps(formStorage.sends.read(), Date.now()),
    writeSends: (timestamps) => void formStorage.sends.write(JSON.stringify(timestamps)),
    referenceFor: (fields) => {
      const attempt = attemptFor(keyFor(kind, fields), parseAttempt(stored.lastAttempt.read()));
      stored.lastAttempt.write(JSON.stringify(attempt));
      return attempt.reference;
    },
    forgetReference: () => stored.lastAttempt.remove(),
    buildParams: (fields, reference, submittedAt) =>
      businessRequestFor(kind, fields, words, route, reference, submittedAt).params,
    send: (params) =>
      sendEmail(emailSettingsFor(route), params, {
        blockedReplyTo: [
          email.inbox,
          email.general,
          email.claims,
          ...offices.flatMap((o) => o.inbox ?? []),
        ],
      }),
  };
}
