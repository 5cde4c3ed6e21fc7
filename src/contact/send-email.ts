import type { EmailSettings } from '../config/email-settings';
import { readItem, removeItem, writeItem } from '../lib/storage';
import type { TemplateParams } from './template-params';

export const SEND_TIMEOUT_MS = 20_000;

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

const storageProvider = {
  get: async (key: string) => readItem('localStorage', key),
  set: async (key: string, value: string) => void writeItem('localStorage', key, value),
  remove: async (key: string) => removeItem('localStorage', key),
};

/** How a send ended. After a timeout the e-mail may still go out: the SDK's fetch cannot be aborted. */
export type SendResult = 'sent' | 'failed' | 'timeout';

/**
 * Sends one request through EmailJS. Resolves 'failed' on an HTTP error, the SDK's own refusals
 * or a network error, and 'timeout' when there is no answer within 20 seconds. Never rejects.
 */
export async function sendEmail(
  settings: EmailSettings,
  params: TemplateParams,
  guards: { blockedReplyTo: string[] },
): Promise<SendResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<SendResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), SEND_TIMEOUT_MS);
  });
  const attempt = (async () => {
    const emailjs = await loadEmailSdk();
    emailjs.init({
      publicKey: settings.publicKey,
      origin: settings.origin ?? window.location.origin,
      // Real browsers never report themselves as automated; scripted spam does.
      blockHeadless: true,
      blockList: { list: guards.blockedReplyTo, watchVariable: 'reply_to' },
      storageProvider,
    });
    await emailjs.send(settings.serviceId, settings.templateId, params);
    return 'sent' as const;
  })().catch(() => 'failed' as const);
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
