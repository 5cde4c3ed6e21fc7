import { z } from 'zod';
import { DEFAULT_EMAILJS_ORIGIN } from './site-constants.mjs';

/** A setting from `.env` or the environment: a blank one counts as not set. */
const setting = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const emailOrigin = setting
  .transform((value) => (value ?? DEFAULT_EMAILJS_ORIGIN).replace(/\/+$/, ''))
  .superRefine((origin, context) => {
    const problem = (message: string) =>
      context.addIssue({ code: 'custom', message: `VITE_EMAILJS_ORIGIN "${origin}" ${message}` });
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return problem('is not a URL.');
    }
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:'))
      problem('must start with https://.');
    if (url.origin !== origin)
      problem(`must be an origin only, such as ${DEFAULT_EMAILJS_ORIGIN}.`);
  });

/**
 * Every setting the build reads from `.env` or the environment (README, "Configuration"): the EmailJS
 * ids and origin (VITE_*, read by the pages' build), the editor's git host (CMS_*), and where the
 * build is going (SITE_ENV, or what Netlify, Vercel and Cloudflare Pages set).
 */
export const buildEnvSchema = z.object({
  VITE_EMAILJS_PUBLIC_KEY: setting,
  VITE_EMAILJS_SERVICE_ID: setting,
  VITE_EMAILJS_TEMPLATE_ID: setting,
  VITE_EMAILJS_ORIGIN: emailOrigin,
  // The second route (docs/emailjs.md): tried once when the first refuses the account.
  VITE_EMAILJS_FALLBACK_SERVICE_ID: setting,
  VITE_EMAILJS_FALLBACK_TEMPLATE_ID: setting,
  VITE_EMAILJS_FALLBACK_PUBLIC_KEY: setting,
  CMS_BACKEND: setting.pipe(
    z.enum(['github', 'gitlab'], { error: 'CMS_BACKEND must be github or gitlab.' }).optional(),
  ),
  CMS_REPO: setting,
  CMS_BRANCH: setting,
  CMS_AUTH_URL: setting,
  CMS_APP_ID: setting,
  // Where the build is going (src/config/launch-check.ts): set by the hosts, or by the owner.
  SITE_ENV: setting.pipe(
    z
      .enum(['production', 'preview'], { error: 'SITE_ENV must be production or preview.' })
      .optional(),
  ),
  NETLIFY: setting,
  CONTEXT: setting,
  VERCEL_ENV: setting,
  CF_PAGES: setting,
});

export type BuildEnv = z.output<typeof buildEnvSchema>;

/**
 * Reads the build's environment: every setting that is right, and a sentence for each one that
 * is not (that one is then read as not set).
 */
export function readBuildEnv(env: Record<string, string | undefined>): {
  values: BuildEnv;
  problems: SettingProblem[];
} {
  const parsed = buildEnvSchema.safeParse(env);
  if (parsed.success) return { values: parsed.data, problems: [] };
  const problems = parsed.error.issues.map((issue) => ({
    setting: String(issue.path[0]),
    message: issue.message,
  }));
  const wrong = new Set(problems.map((problem) => problem.setting));
  const rest = Object.fromEntries(Object.entries(env).filter(([name]) => !wrong.has(name)));
  return { values: buildEnvSchema.parse(rest), problems };
}

/** A wrong setting, by its name, and the sentence that says why. */
export interface SettingProblem {
  setting: string;
  message: string;
}

/** The sentences for the settings whose names start with `prefix` (VITE_, CMS_). */
export const problemsOf = (problems: readonly SettingProblem[], prefix: string) =>
  problems
    .filter((problem) => problem.setting.startsWith(prefix))
    .map((problem) => problem.message);
