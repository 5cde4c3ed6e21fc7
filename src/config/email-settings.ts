import { problemsOf, readBuildEnv } from './build-env.ts';

export interface EmailSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The EmailJS API origin; null sends to this site's own origin, where the local outbox answers. */
  origin: string | null;
}

export const LOCAL_EMAIL_SETTINGS: EmailSettings = {
  publicKey: 'local-outbox-key',
  serviceId: 'local_outbox',
  templateId: 'local_template',
  origin: null,
};

/** The EmailJS ids a real send needs, each with where the dashboard shows it. */
export const REQUIRED_EMAIL_IDS = [
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
  const { values, problems } = readBuildEnv(env);
  const {
    VITE_EMAILJS_PUBLIC_KEY: publicKey,
    VITE_EMAILJS_SERVICE_ID: serviceId,
    VITE_EMAILJS_TEMPLATE_ID: templateId,
  } = values;
  if (!publicKey || !serviceId || !templateId) {
    if (use === 'fallback') return { settings: LOCAL_EMAIL_SETTINGS, problems: [], local: true };
    return {
      settings: LOCAL_EMAIL_SETTINGS,
      local: true,
      problems: REQUIRED_EMAIL_IDS.filter(([name]) => !values[name]).map(
        ([name, what]) =>
          `${name} is not set: give ${what} from your EmailJS dashboard in .env, or build with --local-email to use the local outbox.`,
      ),
    };
  }
  return {
    settings: { publicKey, serviceId, templateId, origin: values.VITE_EMAILJS_ORIGIN },
    problems: problemsOf(problems, 'VITE_'),
    local: false,
  };
}
