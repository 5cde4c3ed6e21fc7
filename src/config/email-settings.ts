export interface EmailSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The EmailJS API origin; null sends to this site's own origin, where the local outbox answers. */
  origin: string | null;
}

import { DEFAULT_EMAILJS_ORIGIN } from './site-constants.mjs';

export { DEFAULT_EMAILJS_ORIGIN };

export const LOCAL_EMAIL_SETTINGS: EmailSettings = {
  publicKey: 'local-outbox-key',
  serviceId: 'local_outbox',
  templateId: 'local_template',
  origin: null,
};

const REQUIRED = [
  ['VITE_EMAILJS_PUBLIC_KEY', 'the public key (Account → General)'],
  ['VITE_EMAILJS_SERVICE_ID', 'the service ID (Email Services)'],
  ['VITE_EMAILJS_TEMPLATE_ID', 'the template ID (Email Templates)'],
] as const;

export interface ResolvedEmailSettings {
  settings: EmailSettings;
  problems: string[];
  local: boolean;
}

/**
 * Reads the EmailJS settings from the build environment. `local: 'always'` (`npm start`, the test
 * build) sends to the local outbox whatever the environment or `.env` holds, so a test never
 * reaches EmailJS; `'fallback'` (`npm run dev`) does so when the ids are missing; a production
 * build without them stops.
 */
export function resolveEmailSettings(
  env: Record<string, string | undefined>,
  { local: use }: { local: 'always' | 'fallback' | 'never' },
): ResolvedEmailSettings {
  if (use === 'always') return { settings: LOCAL_EMAIL_SETTINGS, problems: [], local: true };
  const allowLocal = use === 'fallback';
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = REQUIRED.filter(([name]) => !value(name));
  if (missing.length > 0) {
    if (allowLocal) return { settings: LOCAL_EMAIL_SETTINGS, problems: [], local: true };
    return {
      settings: LOCAL_EMAIL_SETTINGS,
      local: true,
      problems: missing.map(
        ([name, what]) =>
          `${name} is not set: give ${what} from your EmailJS dashboard in .env, or build with --local-email to use the local outbox.`,
      ),
    };
  }

  const problems: string[] = [];
  const origin = (value('VITE_EMAILJS_ORIGIN') || DEFAULT_EMAILJS_ORIGIN).replace(/\/+$/, '');
  try {
    const url = new URL(origin);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) {
      problems.push(`VITE_EMAILJS_ORIGIN "${origin}" must start with https://.`);
    }
    if (url.origin !== origin) {
      problems.push(
        `VITE_EMAILJS_ORIGIN "${origin}" must be an origin only, such as ${DEFAULT_EMAILJS_ORIGIN}.`,
      );
    }
  } catch {
    problems.push(`VITE_EMAILJS_ORIGIN "${origin}" is not a URL.`);
  }
  return {
    settings: {
      publicKey: value('VITE_EMAILJS_PUBLIC_KEY'),
      serviceId: value('VITE_EMAILJS_SERVICE_ID'),
      templateId: value('VITE_EMAILJS_TEMPLATE_ID'),
      origin,
    },
    problems,
    local: false,
  };
}
