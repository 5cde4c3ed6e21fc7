import type { EmailSettings } from '../../config/email-settings';
import type { TemplateParams } from './message';
import { timeUp, within } from '../../lib/within';

/** How long a request that has left waits for an answer. */
export const SEND_TIMEOUT_MS = 20_000;
/** How long the e-mail code may take to arrive before a send counts as failed (nothing left). */
export const SDK_TIMEOUT_MS = 20_000;

type EmailSdk = typeof import('@emailjs/browser');

let sdk: Promise<EmailSdk> | null = null;

/** Loads the SDK once, when the form is first used, so it never weighs on the page's first load. */
export function loadEmailSdk(): Promise<EmailSdk> {
  sdk ??= importSdk().catch((error: unknown) => {
    sdk = null;
    throw error;
  });
  return sdk;
}

// The SDK reads `localStorage` while it is evaluated. Where the browser blocks storage that read
// throws and the import would fail, so the blocked property is hidden until the SDK has loaded.
async function importSdk(): Promise<EmailSdk> {
  let restore = () => {};
  try {
    void window.localStorage;
  } catch {
    const blocked = Object.getOwnPropertyDescriptor(window, 'localStorage');
    try {
      Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined });
      restore = () => {
        if (blocked) Object.defineProperty(window, 'localStorage', blocked);
      };
    } catch {
      // A non-configurable property: the import below reports the failure.
    }
  }
  try {
    return await import('@emailjs/browser');
  } finally {
    restore();
  }
}

/**
 * How a send ended. 'offline': the browser had no connection, so nothing left. 'failed': nothing
 * was delivered (an HTTP error, the SDK's own refusal, a network error, or an SDK that did not
 * arrive in time). 'timeout': the request left and no answer came; the e-mail may still go out,
 * since the SDK's fetch cannot be aborted.
 */
export type SendResult = 'sent' | 'failed' | 'timeout' | 'offline';

export interface SendEnvironment {
  online: () => boolean;
  loadSdk: () => Promise<Pick<EmailSdk, 'init' | 'send'>>;
}

const browser: SendEnvironment = { online: () => navigator.onLine, loadSdk: loadEmailSdk };

/**
 * Sends one request through EmailJS. The SDK gets 20 seconds to arrive; the request's own 20
 * seconds start only when it leaves. Never rejects.
 */
export async function sendEmail(
  settings: EmailSettings,
  params: TemplateParams,
  guards: { blockedReplyTo: string[] },
  { online, loadSdk }: SendEnvironment = browser,
): Promise<SendResult> {
  if (!online()) return 'offline';
  const emailjs = await within(loadSdk(), SDK_TIMEOUT_MS).catch((): typeof timeUp => timeUp);
  if (emailjs === timeUp) return 'failed';
  emailjs.init({
    publicKey: settings.publicKey,
    origin: settings.origin ?? window.location.origin,
    // Real browsers never report themselves as automated; scripted spam does.
    blockHeadless: true,
    blockList: { list: guards.blockedReplyTo, watchVariable: 'reply_to' },
  });
  const answer = emailjs.send(settings.serviceId, settings.templateId, params).then(
    () => 'sent' as const,
    () => 'failed' as const,
  );
  const result = await within(answer, SEND_TIMEOUT_MS);
  return result === timeUp ? 'timeout' : result;
}
