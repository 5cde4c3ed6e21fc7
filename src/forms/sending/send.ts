import type { EmailSettings } from '../../config/email-settings';
import { browserSettings } from 'virtual:site-content';
import type { BrowserOffice } from '../../content/browser-settings';
import type { FormKind, FormValues, FormWords } from '../../form-kinds/form-kind';
import { loadedOffices } from './office-lines';
import { parseTimestamps, recordSend, WINDOW_MS } from './rate-limit';
import { allSendLists, formStorage } from './browser-storage';
import { attemptFor, parseAttempt, requestKey } from './reference';
import {
  fallbackRoute,
  officeOfTownPage,
  routeRequest,
  type InboxRoute,
} from '../../domain/routing';
import { sendEmail } from './send-email';
import { gate, outcomeOf, type SubmitOutcome } from './submit-request';
import { buildRequest, type EmailRequest } from './message';

const { email } = browserSettings;

/** Where a request goes: an office of the settings, or none. */
export type Route = InboxRoute<BrowserOffice>;

/**
 * The office a request goes to, from the place its kind is routed by; the kind's inbox for none,
 * or when the offices could not be fetched (src/forms/sending/office-lines.ts): the send has awaited them.
 */
export const routeOf = (kind: FormKind, values: FormValues): Route => {
  const main = fallbackRoute(kind.fallbackInbox, email);
  const offices = loadedOffices();
  const found = routeRequest(values[kind.routeBy] ?? '', offices, main.inbox, main.templateId);
  // Sent from a town's page with a location that names no town: the page's office takes it.
  const fromPage = found.office ? undefined : officeOfTownPage(window.location.pathname, offices);
  const route = fromPage
    ? {
        ...routeRequest(fromPage.city, offices, main.inbox, main.templateId),
        line: `Office: ${fromPage.city} (sent from ${window.location.pathname})`,
      }
    : found;
  return kind.sendsTo === 'kind' ? { ...route, ...main } : route;
};

/** One request's e-mail, as sent and as handed off to the other ways. */
export const requestFor = (
  kind: FormKind,
  values: FormValues,
  words: FormWords,
  route: Route,
  reference: string,
  submittedAt: Date,
): EmailRequest =>
  buildRequest(kind, values, words, {
    inbox: route.inbox,
    office: route.line,
    noReply: email.noReply,
    reference,
    submittedAt,
    sentFrom: window.location.pathname,
  });

/**
 * A request that did not go, as it stands now (a word corrected since goes too), under the
 * reference it was tried with, to the office its place names now: what the other ways hand off.
 */
export function requestNow(
  kind: FormKind,
  values: FormValues,
  words: FormWords,
  tried: { reference: string; submittedAt: number },
): { route: Route; request: EmailRequest } {
  const route = routeOf(kind, values);
  return {
    route,
    request: requestFor(kind, values, words, route, tried.reference, new Date(tried.submittedAt)),
  };
}

/** The office's own template, whose To is fixed to its inbox; the main one otherwise. */
const emailSettingsFor = (route: Route): EmailSettings => ({
  ...__EMAIL_SETTINGS__,
  templateId: route.templateId ?? __EMAIL_SETTINGS__.templateId,
});

/** No request may ask the company to answer itself: every inbox it has, refused as a reply-to. */
const companyInboxes = () => [
  ...new Set([
    email.inbox,
    email.general,
    email.claims,
    email.privacy,
    ...(email.careers ? [email.careers] : []),
    ...loadedOffices().flatMap((office) => office.inbox ?? []),
  ]),
];

/** Send times older than the rate window are dropped when a form loads, every form's. */
export function pruneSends(now = Date.now()) {
  for (const list of allSendLists()) {
    const recent = parseTimestamps(list.read(), now).filter((time) => now - time < WINDOW_MS);
    if (recent.length > 0) list.write(JSON.stringify(recent));
    else list.remove();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * One send at a time for the whole page, whatever the form: a second waits until the first has
 * settled, then meets the rate limit as it stands.
 */
export function oneAtATime<T>(send: () => Promise<T>): Promise<T> {
  const turn = queue.then(send);
  queue = turn.catch(() => undefined);
  return turn;
}

/** This kind's recent send times, and every form's, as this browser holds them. */
function sendsOf(stored: ReturnType<typeof formStorage>, now: number) {
  return {
    own: parseTimestamps(stored.sends.read(), now),
    all: allSendLists().flatMap((list) => parseTimestamps(list.read(), now)),
  };
}

/**
 * One request, from the gate to the send: a filled hidden field or a rate limit stops it; else it
 * gets its reference (the same again for the same words: reference.ts) and its e-mail, goes to
 * the route's inbox through EmailJS, and only a send that went is recorded, its reference then
 * forgotten. Nothing here throws for want of storage.
 */
export async function sendRequest(
  kind: FormKind,
  words: FormWords,
  route: Route,
  values: FormValues,
  /** Each file field's document as a data URL: the template's variable attachment of that name. */
  attachments: Record<string, string> = {},
  /** What hands the e-mail to EmailJS: a test gives its own (the unit tests mock no module). */
  send: typeof sendEmail = sendEmail,
): Promise<SubmitOutcome> {
  const stored = formStorage(kind);
  const stopped = gate(values[kind.honeypot] ?? '', sendsOf(stored, Date.now()), Date.now());
  if (stopped) return stopped;
  const attempt = attemptFor(requestKey(kind, values), parseAttempt(stored.lastAttempt.read()));
  stored.lastAttempt.write(JSON.stringify(attempt));
  const { reference } = attempt;
  const submittedAt = Date.now();
  const request = requestFor(kind, values, words, route, reference, new Date(submittedAt));
  const result = await send(
    emailSettingsFor(route),
    { ...request.params, ...attachments },
    {
      blockedReplyTo: companyInboxes(),
    },
  );
  if (result === 'sent') {
    stored.sends.write(JSON.stringify(recordSend(sendsOf(stored, Date.now()).own, Date.now())));
    stored.lastAttempt.remove();
  }
  return outcomeOf(result, { reference, submittedAt, request });
}
