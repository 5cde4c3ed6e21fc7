// @ts-check
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

export const MAX_PAYLOAD_BYTES = 50 * 1024;
/** The most an attachment may add: above any plan's, so the form's own limit is what refuses. */
export const MAX_ATTACHED_BYTES = 20 * 1024 * 1024;
export const DEFAULT_OUTBOX = '.outbox/emails.txt';

/** A variable attachment: a parameter whose value is a file as a base64 data URL. */
const ATTACHMENT = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/=]*)$/;

/**
 * Checks a request body as EmailJS would: its variables may total 50 KB (EmailJS's own refusal:
 * "Variables size limit. The maximum allowed variables size is 50Kb"), attachments aside; an
 * attachment may be at most what the plan attaches (`maxAttachedBytes`, its data URL as sent).
 * @param {string} body
 * @param {{ maxAttachedBytes?: number }} [plan]
 * @returns {{ error: string } | { email: Record<string, unknown> }}
 */
export function readEmailRequest(body, { maxAttachedBytes = MAX_ATTACHED_BYTES } = {}) {
  if (Buffer.byteLength(body) > MAX_PAYLOAD_BYTES + MAX_ATTACHED_BYTES)
    return { error: 'The request is too large' };
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { error: 'The request body is not valid JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null)
    return { error: 'The request body is not an object' };
  const request = /** @type {Record<string, unknown>} */ (parsed);
  if (!request.user_id) return { error: 'The Public Key is required' };
  if (!request.service_id) return { error: 'The service ID is required' };
  if (!request.template_id) return { error: 'The template ID is required' };
  const params = request.template_params;
  if (typeof params !== 'object' || params === null)
    return { error: 'The template params are required' };
  const isFile = (/** @type {unknown} */ value) =>
    typeof value === 'string' && ATTACHMENT.test(value);
  const variables = Object.entries(params).filter(([, value]) => !isFile(value));
  const files = Object.entries(params).filter(([, value]) => isFile(value));
  for (const [name, value] of files)
    if (Buffer.byteLength(String(value)) > maxAttachedBytes)
      return { error: `The attachment ${name} is larger than the plan allows` };
  if (Buffer.byteLength(JSON.stringify(Object.fromEntries(variables))) > MAX_PAYLOAD_BYTES)
    return { error: 'Variables size limit. The maximum allowed variables size is 50Kb' };
  return { email: /** @type {Record<string, unknown>} */ (params) };
}

/** @param {Record<string, unknown>} params */
export function formatEmail(params, now = new Date()) {
  const text = (/** @type {string} */ key) => String(params[key] ?? '');
  return [
    `===== ${now.toISOString()} =====`,
    `To:       ${text('to_email')}`,
    `From:     ${text('from_name')}`,
    `Reply-To: ${text('reply_to')}`,
    `Subject:  ${text('subject')}`,
    '',
    text('message'),
    ...Object.entries(params).flatMap(([name, value]) => {
      const file = typeof value === 'string' ? ATTACHMENT.exec(value) : null;
      return file
        ? [`Attached:  ${name} (${file[1]}, ${Buffer.from(file[2] ?? '', 'base64').length} bytes)`]
        : [];
    }),
    '',
  ].join('\n');
}

/**
 * EmailJS's limits as the stand-in keeps them: one request a second ("Rate Limit: 1 request per
 * second", https://www.emailjs.com/docs/rest-api/send/, read 2026-12-01), answered 429; and,
 * where given, a plan's quota of requests, past which every request is refused. EmailJS names no
 * status for a spent quota: the stand-in answers 402, a 4xx the page takes as the account's.
 * @param {{ minIntervalMs?: number, quota?: number, now?: () => number }} [limits]
 * @returns {() => { status: number, text: string } | null} null: the request may go
 */
export function emailLimits({ minIntervalMs = 1_000, quota = Infinity, now = Date.now } = {}) {
  let last = -Infinity;
  let taken = 0;
  return () => {
    if (taken >= quota)
      return { status: 402, text: 'The monthly quota of this plan is spent (local stand-in)' };
    const at = now();
    if (at - last < minIntervalMs)
      return { status: 429, text: 'Too Many Requests: one request a second (local stand-in)' };
    last = at;
    taken += 1;
    return null;
  };
}

/**
 * A Connect-style handler for the local outbox: prints each e-mail and appends it to the outbox
 * file, within EmailJS's limits (emailLimits).
 * @param {{ outboxFile?: string, quiet?: boolean, limits?: Parameters<typeof emailLimits>[0] }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function localEmailHandler({ outboxFile = DEFAULT_OUTBOX, quiet = false, limits } = {}) {
  const limited = emailLimits(limits);
  return async (req, res) => {
    const reply = (/** @type {number} */ status, /** @type {string} */ text) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(text);
    };
    if (req.method !== 'POST') return reply(405, 'Method not allowed');
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_PAYLOAD_BYTES + MAX_ATTACHED_BYTES + 1) break;
      chunks.push(chunk);
    }
    const result = readEmailRequest(Buffer.concat(chunks).toString('utf8'));
    if ('error' in result) return reply(400, result.error);
    const refused = limited();
    if (refused) return reply(refused.status, refused.text);
    const email = formatEmail(result.email);
    await mkdir(dirname(outboxFile), { recursive: true });
    await appendFile(outboxFile, `${email}\n`);
    if (!quiet)
      console.log(`\n📨 Local outbox: a call-back request (also saved to ${outboxFile})\n${email}`);
    reply(200, 'OK');
  };
}
