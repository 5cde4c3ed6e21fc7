import { DEFAULT_EMAILJS_ORIGIN, EMAIL_PATH } from '../config/site-constants.mjs';
import { loadContent } from '../content/load-content';
import { REQUEST_EVENTS } from '../domain/lead-events';
import { askText, Refusal, TIMEOUT_MS } from './ask';
import { LeadsError, type Counts } from './counts';
import { missingFor, postIssue, type Sending } from './deliver';
import { dayIn } from './period';
import { counterApi } from './run';

/**
 * The owner's watch on EmailJS, within the hour (docs/emailjs.md, "When EmailJS refuses"): each
 * hour, the visit counter's "Request failed" events of the account's class open an issue; each
 * day, a test request through each route with the private key does, when one is refused.
 */

type Env = Record<string, string | undefined>;

/** The issue each watch writes to: a comment on it while it stays open, so GitHub notifies. */
export const ALERT_TITLE = 'EmailJS is refusing requests';
export const HEARTBEAT_TITLE = 'EmailJS refused the daily test request';

/**
 * What to do about a refusal, by EmailJS's status where its meaning is known (users report 412
 * "Gmail_API: Invalid grant. Please reconnect your Gmail account", emailjs-com/emailjs-sdk#62,
 * read 2026-12-01); EmailJS documents no status for the others, so the fixes are listed by what
 * its words say.
 */
export function fixFor(status: number | null): string {
  const general = [
    "Open the EmailJS dashboard's Email History: EmailJS's own words say which of these it is.",
    '- The e-mail service lost its connection (a Gmail grant lapses): Email Services → the service → Reconnect.',
    "- The month's quota is spent: Account → Subscription, raise the plan (docs/emailjs.md sizes it for a storm month).",
    "- The site's address is not an allowed origin: Account → Security → Allowed origins, add it.",
    '- A template or service was deleted or renamed: check the VITE_EMAILJS_* ids where the site is built.',
  ].join('\n');
  return status === 412
    ? `412 is what EmailJS answers when a Gmail connection lapsed ("Gmail_API: Invalid grant"): Email Services → the service → Reconnect, then send the test again.\n\n${general}`
    : general;
}

/** The statuses a refusal of the account has (every 4xx but 429), and how many requests each. */
export function refusalsIn(counts: Counts): Record<string, number> {
  const failed = counts.byProperty[REQUEST_EVENTS.failed] ?? {};
  const account = failed.class?.account ?? 0;
  if (account === 0) return {};
  const statuses = Object.entries(failed.status ?? {}).filter(([status]) => {
    const code = Number(status);
    return code >= 400 && code < 500 && code !== 429;
  });
  return statuses.length > 0 ? Object.fromEntries(statuses) : { unknown: account };
}

/** The alert's words, or null when nothing was refused in the window. */
export function alertFor(
  refusals: Record<string, number>,
  window: { start: number; end: number },
  company: string,
): { title: string; body: string } | null {
  const statuses = Object.keys(refusals);
  if (statuses.length === 0) return null;
  const total = Object.values(refusals).reduce((sum, n) => sum + n, 0);
  const when = `${new Date(window.start).toISOString().slice(0, 16)} – ${new Date(window.end).toISOString().slice(11, 16)} UTC`;
  const each = statuses.map((status) => `- ${refusals[status]} × ${status}`).join('\n');
  const known = statuses.map(Number).find((status) => !Number.isNaN(status)) ?? null;
  return {
    title: ALERT_TITLE,
    body: [
      `**${company}: EmailJS refused ${total} request${total === 1 ? '' : 's'} from the site's forms, ${when}.**`,
      '',
      'Refused, by EmailJS status:',
      each,
      '',
      'The page does not try the same route again after such a refusal: each of those visitors was shown the office line and asked to text or e-mail the request instead. Until it is fixed, every request fails the same way.',
      '',
      fixFor(known),
    ].join('\n'),
  };
}

/** Tells on the issue `title`: a new one, or a comment while it is open, so GitHub notifies. */
async function tellOnIssue(title: string, body: string, env: Env, sending: Sending) {
  const missing = missingFor('issue', env);
  if (missing.length)
    throw new LeadsError(`Not set, so the alert cannot be posted: ${missing.join(', ')}.`);
  await postIssue(title, body, env, sending, 'comment');
}

export interface WatchOptions {
  env: Env;
  /** A content folder laid over content/ (as the build's --content). */
  content?: string;
  /** Print what would be posted, and post nothing. */
  dryRun: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * The hourly watch: the last `minutes` of "Request failed" from the visit counter; refusals of
 * the account open (or comment on) the issue ALERT_TITLE.
 */
export async function runEmailAlert(
  options: WatchOptions & { minutes: number },
): Promise<string[]> {
  const { env } = options;
  if (!Number.isInteger(options.minutes) || options.minutes < 5 || options.minutes > 1440)
    throw new LeadsError('--minutes must be a whole number from 5 to 1440, such as --minutes 60.');
  const { siteConfig } = await loadContent({ overlay: options.content });
  const { analytics } = siteConfig;
  if (!analytics)
    throw new LeadsError(
      'The settings name no visit counter (Settings → Visit counting), so no failure is counted to watch. docs/emailjs.md, "When EmailJS refuses", says what still warns you: the daily test request.',
    );
  const zone = siteConfig.offices[0].timeZone;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const end = (options.now ?? Date.now)();
  const start = end - options.minutes * 60_000;
  const api = counterApi(analytics, { zone, env, fetch: options.fetch, timeoutMs });
  const counts = await api.counts({
    from: dayIn(zone, new Date(start)),
    to: dayIn(zone, new Date(end)),
    instants: { start, end },
  });
  const alert = alertFor(refusalsIn(counts), { start, end }, siteConfig.companyName);
  const failed = counts.events[REQUEST_EVENTS.failed] ?? 0;
  if (!alert)
    return [
      `No request refused by EmailJS in the last ${options.minutes} minutes (${failed} failed that could pass: throttled, down, the network, no answer; the page kept trying those).`,
    ];
  if (options.dryRun) return [alert.body, '', `Would post it to the issue "${alert.title}".`];
  await tellOnIssue(alert.title, alert.body, env, { fetch: options.fetch ?? fetch, timeoutMs });
  return [alert.body, '', `Posted to the issue "${alert.title}".`];
}

/** A route the daily test request goes by: an account's keys, a service, a template. */
interface HeartbeatRoute {
  name: string;
  publicKey: string;
  privateKey: string;
  serviceId: string;
  templateId: string;
}

/**
 * The routes of the environment, each with the template the owner made for the test (its To an
 * address the owner reads), and what is missing for each, said before anything is sent.
 */
export function heartbeatRoutes(env: Env): { routes: HeartbeatRoute[]; missing: string[] } {
  const need = (names: string[]) => names.filter((name) => !env[name]);
  const missing = need([
    'VITE_EMAILJS_PUBLIC_KEY',
    'VITE_EMAILJS_SERVICE_ID',
    'EMAILJS_PRIVATE_KEY',
    'HEARTBEAT_EMAILJS_TEMPLATE_ID',
  ]);
  const routes: HeartbeatRoute[] = [];
  if (missing.length === 0)
    routes.push({
      name: 'the first route',
      publicKey: env.VITE_EMAILJS_PUBLIC_KEY!,
      privateKey: env.EMAILJS_PRIVATE_KEY!,
      serviceId: env.VITE_EMAILJS_SERVICE_ID!,
      templateId: env.HEARTBEAT_EMAILJS_TEMPLATE_ID!,
    });
  const service = env.VITE_EMAILJS_FALLBACK_SERVICE_ID;
  if (service) {
    // A second account has keys and a test template of its own; the same account shares them.
    const second = Boolean(env.VITE_EMAILJS_FALLBACK_PUBLIC_KEY);
    const own = second
      ? need(['EMAILJS_FALLBACK_PRIVATE_KEY', 'HEARTBEAT_FALLBACK_TEMPLATE_ID'])
      : [];
    missing.push(...own);
    if (own.length === 0 && routes[0])
      routes.push({
        name: 'the second route',
        publicKey: second ? env.VITE_EMAILJS_FALLBACK_PUBLIC_KEY! : routes[0].publicKey,
        privateKey: second ? env.EMAILJS_FALLBACK_PRIVATE_KEY! : routes[0].privateKey,
        serviceId: service,
        templateId: second ? env.HEARTBEAT_FALLBACK_TEMPLATE_ID! : routes[0].templateId,
      });
  }
  return { routes, missing };
}

/**
 * The daily watch: one test request through each route, by EmailJS's REST API with the private
 * key (`accessToken`), into the owner's test template; a refusal opens (or comments on) the issue
 * HEARTBEAT_TITLE with EmailJS's status, its words and the fix.
 */
export async function runHeartbeat(
  options: WatchOptions & { company?: string },
): Promise<string[]> {
  const { env } = options;
  const { routes, missing } = heartbeatRoutes(env);
  if (missing.length)
    throw new LeadsError(
      `Not set, so the test request cannot be sent: ${missing.join(', ')}. docs/emailjs.md, "The daily test request", says where each comes from.`,
    );
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const sending = { fetch: options.fetch ?? fetch, timeoutMs };
  const at = new Date((options.now ?? Date.now)()).toISOString();
  const origin = env.VITE_EMAILJS_ORIGIN ?? DEFAULT_EMAILJS_ORIGIN;
  const lines: string[] = [];
  const refused: string[] = [];
  for (const route of routes) {
    try {
      await askText({ ...sending, provider: 'EmailJS', advice: {} }, `${origin}${EMAIL_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          service_id: route.serviceId,
          template_id: route.templateId,
          user_id: route.publicKey,
          accessToken: route.privateKey,
          template_params: {
            subject: `Daily test of the website's forms, ${route.name}`,
            message: `A test request, sent ${at} by the heartbeat workflow through ${route.name} (service ${route.serviceId}). Nothing to do: it reached you, so EmailJS takes the site's requests.`,
          },
        }),
      });
      lines.push(`${route.name} (service ${route.serviceId}): sent.`);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const said = error.said.slice(0, 300);
      lines.push(`${route.name} (service ${route.serviceId}): refused, ${error.status}: ${said}`);
      refused.push(
        `**${route.name}** (service \`${route.serviceId}\`): EmailJS answered **${error.status}**: "${said}"\n\n${fixFor(error.status)}`,
      );
    }
  }
  if (refused.length === 0) return lines;
  const body = [
    `EmailJS refused the daily test request at ${at}${options.company ? ` (${options.company})` : ''}. The site's visitors are refused the same way until it is fixed.`,
    '',
    ...refused,
  ].join('\n');
  if (options.dryRun)
    return [...lines, '', body, '', `Would post it to the issue "${HEARTBEAT_TITLE}".`];
  await tellOnIssue(HEARTBEAT_TITLE, body, env, sending);
  return [...lines, '', `Posted to the issue "${HEARTBEAT_TITLE}".`];
}
