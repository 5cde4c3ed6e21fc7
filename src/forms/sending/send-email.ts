import type { TemplateParams } from './message';
import type { TryResult } from './retry-policy';
import type { SendRoute } from './emailjs-api';
import { timeUp, within } from '../../lib/within';

/** How long a request that has left waits for an answer. */
export const SEND_TIMEOUT_MS = 20_000;
/** How long the sending code may take to arrive before a try counts as failed (nothing left). */
export const CODE_TIMEOUT_MS = 20_000;

type EmailApi = typeof import('./emailjs-api');

let api: Promise<EmailApi> | null = null;

/** Loads the sending code once, when a form is first used, so it never weighs on the first load. */
export function loadEmailApi(): Promise<EmailApi> {
  api ??= import('./emailjs-api').catch((error: unknown) => {
    api = null;
    throw error;
  });
  return api;
}

/** The sending code; a test's own may leave out the queue the service worker sends from. */
export type SendingCode = Pick<EmailApi, 'postEmail' | 'keepTrying'> &
  Partial<Pick<EmailApi, 'outbox' | 'queueForWorker'>>;

/**
 * The sending code, given 20 seconds to arrive (it is fetched when a form is first used, and
 * usually is there by the press); null when it did not: nothing can leave.
 */
export async function sendingCode(
  load: () => Promise<SendingCode> = loadEmailApi,
): Promise<SendingCode | null> {
  const code = await within(load(), CODE_TIMEOUT_MS).catch((): typeof timeUp => timeUp);
  return code === timeUp ? null : code;
}

export interface SendEnvironment {
  online: () => boolean;
  /** A browser that says it is driven by automation (scripted spam; a test hides it). */
  automated: () => boolean;
}

const browser: SendEnvironment = {
  online: () => navigator.onLine,
  automated: () => navigator.webdriver === true,
};

/**
 * One try of one request through EmailJS, never rejecting. The page's own refusals come first, as
 * the SDK's did (451 for an automated browser, 403 for a reply-to that is the company's inbox);
 * then the request leaves, and gets 20 seconds to be answered, after which it is abandoned (it
 * may still arrive: the next try is marked as a repeat).
 */
export async function sendEmail(
  code: Pick<SendingCode, 'postEmail'>,
  route: SendRoute,
  params: TemplateParams,
  guards: { blockedReplyTo: string[] },
  { online, automated }: SendEnvironment = browser,
): Promise<TryResult> {
  if (automated()) return { kind: 'blocked', status: 451 };
  if (guards.blockedReplyTo.includes(params.reply_to)) return { kind: 'blocked', status: 403 };
  if (!online()) return { kind: 'offline' };
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
  try {
    return await code.postEmail(route, params, abort.signal);
  } finally {
    clearTimeout(timer);
  }
}
