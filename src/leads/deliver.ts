import { z } from 'zod';
import { askJson, askText, Refusal, type Asking } from './ask';
import { LeadsError } from './counts';
import type { Summary } from './report';

/** Where the summary goes: the owner's inbox through EmailJS, or one issue kept up to date. */
export type Way = 'email' | 'issue';
export const ways: readonly Way[] = ['email', 'issue'];

/** The title of the one issue the summary keeps up to date, each week's over the last. */
export const ISSUE_TITLE = 'Weekly leads';

type Env = Record<string, string | undefined>;

/** How each way's requests are made: the fetch and the time each may take. */
export type Sending = Pick<Asking, 'fetch' | 'timeoutMs'>;

/** What each way needs from the environment, said before anything is fetched. */
export function missingFor(way: Way, env: Env): string[] {
  const needs =
    way === 'email'
      ? [
          'VITE_EMAILJS_PUBLIC_KEY',
          'VITE_EMAILJS_SERVICE_ID',
          'LEADS_EMAILJS_TEMPLATE_ID',
          'EMAILJS_PRIVATE_KEY',
        ]
      : ['GITHUB_TOKEN', 'GITHUB_REPOSITORY'];
  return needs.filter((name) => !env[name]);
}

/** What a dry run says it would do. */
export function plannedDelivery(way: Way, env: Env): string {
  return way === 'email'
    ? `Would e-mail it through EmailJS, to the address its template ${env.LEADS_EMAILJS_TEMPLATE_ID} names.`
    : `Would post it to the issue "${ISSUE_TITLE}" of ${env.GITHUB_REPOSITORY}.`;
}

/**
 * Sends the summary by EmailJS's REST API, with the account's private key (a repository secret):
 * the template's subject is {{subject}} and its body {{message}}; its To is the owner's address,
 * typed in the template, never a parameter (anyone holding the public key could send to any).
 */
async function email(summary: Summary, env: Env, sending: Sending) {
  const address = `${env.VITE_EMAILJS_ORIGIN ?? 'https://api.emailjs.com'}/api/v1.0/email/send`;
  try {
    await askText({ ...sending, provider: 'EmailJS', advice: {} }, address, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service_id: env.VITE_EMAILJS_SERVICE_ID,
        template_id: env.LEADS_EMAILJS_TEMPLATE_ID,
        user_id: env.VITE_EMAILJS_PUBLIC_KEY,
        accessToken: env.EMAILJS_PRIVATE_KEY,
        template_params: { subject: summary.subject, message: summary.text },
      }),
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    throw new LeadsError(
      `EmailJS did not send the summary (${error.status}): ${error.said.slice(0, 200)}. Check the template ID and the private key, and that the account allows API calls from non-browser applications (Account → Security).`,
    );
  }
}

const openIssues = z.array(
  z.object({ number: z.number(), title: z.string(), pull_request: z.unknown().optional() }),
);

/** Posts the summary to the one open issue titled ISSUE_TITLE, opening it the first time. */
const issue = (summary: Summary, env: Env, sending: Sending) =>
  postIssue(
    ISSUE_TITLE,
    `**${summary.subject}**\n\n\`\`\`text\n${summary.text}\n\`\`\`\n`,
    env,
    sending,
  );

/**
 * Writes `text` to the one open issue titled `title` of the repository, opening it the first
 * time. While it is open, `'edit'` replaces its body (the week's summary over the last: GitHub
 * tells no one), `'comment'` adds a comment (an alert: GitHub tells its watchers again).
 */
export async function postIssue(
  title: string,
  text: string,
  env: Env,
  sending: Sending,
  whenOpen: 'edit' | 'comment' = 'edit',
) {
  const api = `${env.GITHUB_API_URL ?? 'https://api.github.com'}/repos/${env.GITHUB_REPOSITORY}`;
  const github: Asking = {
    ...sending,
    provider: 'GitHub',
    advice: { 401: 'Check GITHUB_TOKEN: the workflow needs `permissions: issues: write`.' },
  };
  const headers = {
    Authorization: `Bearer ${env.GITHUB_TOKEN}`,
    Accept: 'application/vnd.github+json',
    'Content-Type': 'application/json',
  };
  const open = await askJson(
    github,
    `${api}/issues?state=open&per_page=100`,
    { headers },
    openIssues,
  );
  const found = open.find((each) => each.title === title && !each.pull_request);
  if (!found)
    await askText(github, `${api}/issues`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, body: text }),
    });
  else if (whenOpen === 'comment')
    await askText(github, `${api}/issues/${found.number}/comments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ body: text }),
    });
  else
    await askText(github, `${api}/issues/${found.number}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title, body: text }),
    });
}

export function deliver(
  way: Way,
  summary: Summary,
  env: Env,
  options: { fetch?: typeof fetch; timeoutMs: number },
) {
  const sending: Sending = { fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs };
  return way === 'email' ? email(summary, env, sending) : issue(summary, env, sending);
}
