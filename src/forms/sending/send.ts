import { browserSettings } from 'virtual:site-content';
import { SEND_LOCK } from './send-lock';
import type { BrowserOffice } from '../../content/browser-settings';
import type { FormKind, FormValues, FormWords } from '../../form-kinds/form-kind';
import { loadedOffices } from './office-lines';
import { parseTimestamps, recordSend, WINDOW_MS } from './rate-limit';
import { allSendLists, formStorage } from './browser-storage';
import { attemptFor, parseAttempt, requestKey, type Attempt } from './reference';
import {
  fallbackRoute,
  officeOfTownPage,
  routeRequest,
  type InboxRoute,
} from '../../domain/routing';
import { sendEmail, sendingCode, type SendingCode } from './send-email';
import type { SendRoute } from './emailjs-api';
import { failedOutcome, gate, sentOutcome, type SubmitOutcome } from './submit-request';
import {
  buildRequest,
  formatSubmissionTime,
  type EmailRequest,
  type TemplateParams,
} from './message';
import type { PassingTrouble, TryResult, TryTurn, Why } from './retry-policy';

const { email } = browserSettings;

/**
 * Where a request goes: an office of the settings, or none; and, sent from a town's page with a
 * place that names no town, that town's name for the e-mail.
 */
export type Route = InboxRoute<BrowserOffice> & { town?: string };

/**
 * The office a request goes to, from the place its kind is routed by; the kind's inbox for none,
 * or when the offices could not be fetched (src/forms/sending/office-lines.ts): the send has awaited them.
 */
export const routeOf = (kind: FormKind, values: FormValues): Route => {
  const main = fallbackRoute(kind.fallbackInbox, email);
  const offices = loadedOffices();
  const found = routeRequest(values[kind.routeBy] ?? '', offices, main.inbox, main.templateId);
  // Sent from a town's page with a location that names no town: the page's office takes it.
  const path = window.location.pathname;
  const fromPage = found.office ? undefined : officeOfTownPage(path, offices);
  const route: Route = fromPage
    ? {
        ...routeRequest(fromPage.office.city, offices, main.inbox, main.templateId),
        line: `Office: ${fromPage.office.city} (sent from ${fromPage.town ? `the ${fromPage.town} page, ` : ''}${path})`,
        ...(fromPage.town ? { town: fromPage.town } : {}),
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
  notes: readonly string[] = [],
): EmailRequest =>
  buildRequest(kind, values, words, {
    inbox: route.inbox,
    office: route.line,
    noReply: email.noReply,
    reference,
    submittedAt,
    sentFrom: window.location.pathname,
    ...(route.town
      ? { place: { field: kind.routeBy, note: `(sent from the ${route.town} page)` } }
      : {}),
    notes,
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

/**
 * The routes a request can take: the office's own template (its To fixed to its inbox) or the
 * main one; then, where the owner set one, the second route (docs/emailjs.md), through its own
 * template or the same one, under its own account's key or the same.
 */
function routesFor(route: Route): SendRoute[] {
  const settings = __EMAIL_SETTINGS__;
  const origin = settings.origin ?? window.location.origin;
  const templateId = route.templateId ?? settings.templateId;
  const first = {
    publicKey: settings.publicKey,
    serviceId: settings.serviceId,
    templateId,
    origin,
  };
  const second = settings.fallback;
  return second
    ? [
        first,
        {
          publicKey: second.publicKey ?? settings.publicKey,
          serviceId: second.serviceId,
          templateId: second.templateId ?? templateId,
          origin,
        },
      ]
    : [first];
}

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

export { SEND_LOCK };

/**
 * One try at a time for the browser, whatever the form and the tab: a second waits until the
 * first has settled, then meets the rate limit and the attempt as they stand. Web Locks where the
 * browser has them (every current engine); one queue for the page otherwise.
 */
export function oneAtATime<T>(send: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(SEND_LOCK, send);
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

/** What the page tells while it keeps trying: why the last try did not go, and when the next is. */
export interface Retrying {
  reference: string;
  /** The office whose line is offered meanwhile (none: the 24/7 line). */
  officeId: string | null;
  trouble: PassingTrouble;
  /** The try to come, counting from 1. */
  nextTry: number;
  /** When it starts (ms since the epoch), on the page's clock. */
  at: number;
}

export interface SendOptions {
  /** Each file field's document as a data URL: the template's variable attachment of that name. */
  attachments?: Record<string, string>;
  /** Told before each wait between tries. */
  onRetry?: (retrying: Retrying) => void;
  /** The sending code (send-email.ts): a test gives its own, or the real one's tries a fake. */
  code?: () => Promise<SendingCode | null>;
  /** What hands one try to EmailJS: a test gives its own (the unit tests mock no module). */
  send?: (
    route: SendRoute,
    params: TemplateParams,
    guards: { blockedReplyTo: string[] },
  ) => Promise<TryResult>;
  /** Waits between tries; a test gives its own clock. */
  wait?: (ms: number) => Promise<void>;
  random?: () => number;
}

const waitFor = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** The attempt as every tab sees it, or as this page holds it where storage is missing. */
function sharedAttempt(stored: ReturnType<typeof formStorage>, mine: Attempt): Attempt {
  const shared = parseAttempt(stored.lastAttempt.read());
  return shared?.key === mine.key && shared.reference === mine.reference ? shared : mine;
}

/** The line that marks a repeat, under the reference: which try, and when the first was. */
const repeatLine = (attempt: Attempt, timeZone?: string) =>
  `Repeat: try ${attempt.tries} of this request, first tried ${formatSubmissionTime(new Date(attempt.firstTriedAt), timeZone)}. If an earlier try reached you, this is the same request: answer one.`;

/** The line that says a request came by the second route, and why. */
const secondRouteLine = (status: number) =>
  `Sent by the second e-mail route: the first refused it (EmailJS answered ${status}). Tell whoever looks after the website.`;

/**
 * A waiting request the service worker sent while the page waited (Background Sync), recorded as
 * sent, as the page records its own; null when it sent none (then the page sends it itself).
 */
async function sentByWorker(
  code: SendingCode | null,
  stored: ReturnType<typeof formStorage>,
  key: string,
) {
  const kept = parseAttempt(stored.lastAttempt.read());
  // Only what this browser handed over is asked back: every other try starts at once.
  if (kept?.key !== key || !kept.queued) return null;
  const { queued: _handed, ...attempt } = kept;
  const sent = await code?.outbox?.sentBy(key);
  stored.lastAttempt.write(JSON.stringify(sent ? { ...attempt, sentAt: sent } : attempt));
  if (!sent) return null;
  stored.sends.write(JSON.stringify(recordSend(parseTimestamps(stored.sends.read(), sent), sent)));
  return { reference: kept.reference, sentAt: new Date(sent) };
}

/**
 * One request, from the gate to the last try: a filled hidden field or a rate limit stops it;
 * the same words just sent from another tab are answered as sent; else it gets its reference (the
 * same again for the same words: reference.ts) and its e-mail, and goes to the route's inbox
 * through EmailJS. What can pass (the retry policy, retry-policy.ts) is tried again by the page
 * under the same reference, each repeat marked; a refusal of the account is tried once by the
 * second route where the owner set one. Only a send that went is recorded. Never throws for want
 * of storage.
 */
export async function sendRequest(
  kind: FormKind,
  words: FormWords,
  route: Route,
  values: FormValues,
  {
    attachments = {},
    onRetry = () => {},
    code: loadCode = sendingCode,
    send,
    wait = waitFor,
    random = Math.random,
  }: SendOptions = {},
): Promise<SubmitOutcome> {
  const stored = formStorage(kind);
  const key = requestKey(kind, values);
  const routes = routesFor(route);
  const pressedAt = Date.now();
  let attempt: Attempt | null = null;
  const code = await loadCode();
  const trySend: NonNullable<SendOptions['send']> =
    send ?? ((to, params, guards) => sendEmail(code!, to, params, guards));

  /** One try, under the lock: what another tab did meanwhile is read first. */
  const tryOnce = async (
    on: number,
    refusedWith: number | null,
  ): Promise<TryTurn<SubmitOutcome>> => {
    // Sent by the service worker while this page waited (Background Sync): the same request.
    const byWorker = await sentByWorker(code, stored, key);
    if (byWorker) {
      const request = requestFor(kind, values, words, route, byWorker.reference, byWorker.sentAt);
      return { settled: { kind: 'sent', ...byWorker, request, already: true } };
    }
    const now = Date.now();
    const last = parseAttempt(stored.lastAttempt.read());
    // Sent from another tab while this press waited its turn: the same request, already sent.
    if (last?.key === key && last.sentAt !== undefined && last.sentAt >= pressedAt) {
      const sentAt = new Date(last.sentAt);
      const request = requestFor(kind, values, words, route, last.reference, sentAt);
      return {
        settled: { kind: 'sent', reference: last.reference, sentAt, request, already: true },
      };
    }
    if (!attempt) {
      const stopped = gate(values[kind.honeypot] ?? '', sendsOf(stored, now), now);
      if (stopped) return { settled: stopped };
      attempt = attemptFor(key, last, now);
    } else attempt = sharedAttempt(stored, attempt);
    const submittedAt = Date.now();
    const request = (current: Attempt) =>
      requestFor(kind, values, words, route, current.reference, new Date(submittedAt), [
        ...(current.tries > 1 ? [repeatLine(current)] : []),
        ...(refusedWith !== null ? [secondRouteLine(refusedWith)] : []),
      ]);
    const leaving = { ...attempt, tries: attempt.tries + 1 };
    // Without its sending code nothing can leave: a failure on the way, not a try of the request.
    const result: TryResult = code
      ? await trySend(
          routes[on]!,
          { ...request(leaving).params, ...attachments },
          { blockedReplyTo: companyInboxes() },
        )
      : { kind: 'network' };
    // A try that never left (no connection, the page's own refusal) is not a try of the request.
    const left = code !== null && result.kind !== 'offline' && result.kind !== 'blocked';
    // With no connection, the very try goes to the service worker too, to send when it returns
    // even if this page is closed (Background Sync); this page takes it back if it sends first.
    if (
      result.kind === 'offline' &&
      (await code?.queueForWorker?.(key, leaving.reference, routes[on]!, {
        ...request(leaving).params,
        ...attachments,
      }))
    )
      attempt = { ...attempt, queued: true };
    attempt = left ? leaving : attempt;
    if (result.kind === 'sent') {
      stored.sends.write(JSON.stringify(recordSend(sendsOf(stored, Date.now()).own, Date.now())));
      stored.lastAttempt.write(JSON.stringify({ ...attempt, sentAt: Date.now() }));
      return {
        settled: sentOutcome({
          reference: attempt.reference,
          submittedAt,
          request: request(attempt),
        }),
      };
    }
    stored.lastAttempt.write(JSON.stringify(attempt));
    return { tried: result, tries: attempt.tries, firstTriedAt: attempt.firstTriedAt };
  };

  const failed = (result: Exclude<TryResult, { kind: 'sent' }>, why: Why) =>
    failedOutcome(result, why, { reference: attempt?.reference ?? '', submittedAt: Date.now() });
  if (!code) {
    const turn = await oneAtATime(() => tryOnce(0, null));
    return 'settled' in turn
      ? turn.settled
      : failed(turn.tried, { trouble: 'network', class: 'passing' });
  }
  const end = await code.keepTrying(
    (on, refusedWith) => oneAtATime(() => tryOnce(on, refusedWith)),
    {
      routes: routes.length,
      wait,
      random,
      now: Date.now,
      onRetry: ({ trouble, nextTry, inMs }) =>
        onRetry({
          reference: attempt?.reference ?? '',
          officeId: route.office?.id ?? null,
          trouble,
          nextTry,
          at: Date.now() + inMs,
        }),
    },
  );
  return 'settled' in end ? end.settled : failed(end.failed, end.why);
}
