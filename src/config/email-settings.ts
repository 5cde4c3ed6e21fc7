import { problemsOf, readBuildEnv } from './build-env.ts';

/**
 * The second route, tried once when the first refuses the account (docs/emailjs.md): another
 * e-mail service of the same account, or of a second account (its public key, and then its own
 * template). No template: the route's own (the office's or the main one) through this service.
 */
export interface FallbackRoute {
  serviceId: string;
  templateId: string | null;
  publicKey: string | null;
}

export interface EmailSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The EmailJS API origin; null sends to this site's own origin, where the local outbox answers. */
  origin: string | null;
  fallback?: FallbackRoute;
}

export const LOCAL_EMAIL_SETTINGS: EmailSettings = {
  publicKey: 'local-outbox-key',
  serviceId: 'local_outbox',
  templateId: 'local_template',
  origin: null,
};

/** The local outbox's second route, when the environment names one: the same outbox, other ids. */
const LOCAL_FALLBACK: FallbackRoute = {
  serviceId: 'local_fallback',
  templateId: 'local_fallback_template',
  publicKey: 'local-fallback-key',
};

/** The second route the environment names, or none; a second account's key needs its template. */
function fallbackOf(values: ReturnType<typeof readBuildEnv>['values']): {
  fallback?: FallbackRoute;
  problems: string[];
} {
  const {
    VITE_EMAILJS_FALLBACK_SERVICE_ID: serviceId,
    VITE_EMAILJS_FALLBACK_TEMPLATE_ID: templateId,
    VITE_EMAILJS_FALLBACK_PUBLIC_KEY: publicKey,
  } = values;
  if (!serviceId)
    return templateId || publicKey
      ? {
          problems: [
            'VITE_EMAILJS_FALLBACK_SERVICE_ID is not set: the second route needs its e-mail service (Email Services), or remove the other VITE_EMAILJS_FALLBACK_ settings.',
          ],
        }
      : { problems: [] };
  if (publicKey && !templateId)
    return {
      problems: [
        "VITE_EMAILJS_FALLBACK_TEMPLATE_ID is not set: a second account's public key needs a template of that account (Email Templates).",
      ],
    };
  return {
    fallback: { serviceId, templateId: templateId ?? null, publicKey: publicKey ?? null },
    problems: [],
  };
}

const withLocalFallback = (env: Record<string, string | undefined>): EmailSettings =>
  fallbackOf(readBuildEnv(env).values).fallback
    ? { ...LOCAL_EMAIL_SETTINGS, fallback: LOCAL_FALLBACK }
    : LOCAL_EMAIL_SETTINGS;

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
  if (use === 'always') return { settings: withLocalFallback(env), problems: [], local: true };
  const { values, problems } = readBuildEnv(env);
  const {
    VITE_EMAILJS_PUBLIC_KEY: publicKey,
    VITE_EMAILJS_SERVICE_ID: serviceId,
    VITE_EMAILJS_TEMPLATE_ID: templateId,
  } = values;
  if (!publicKey || !serviceId || !templateId) {
    if (use === 'fallback') return { settings: withLocalFallback(env), problems: [], local: true };
    return {
      settings: LOCAL_EMAIL_SETTINGS,
      local: true,
      problems: REQUIRED_EMAIL_IDS.filter(([name]) => !values[name]).map(
        ([name, what]) =>
          `${name} is not set: give ${what} from your EmailJS dashboard in .env, or build with --local-email to use the local outbox.`,
      ),
    };
  }
  const second = fallbackOf(values);
  return {
    settings: {
      publicKey,
      serviceId,
      templateId,
      origin: values.VITE_EMAILJS_ORIGIN,
      ...(second.fallback ? { fallback: second.fallback } : {}),
    },
    problems: [...problemsOf(problems, 'VITE_'), ...second.problems],
    local: false,
  };
}
