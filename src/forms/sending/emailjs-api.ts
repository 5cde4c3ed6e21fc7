// Nothing the island imports may be imported here (types aside): this chunk would import it from
// the island's file, and a retried load of the island (`?retry=N`) would run a second copy of it.
import type { TemplateParams } from './message';
import type { TryResult } from './retry-policy';
import { EMAIL_PATH } from '../../config/site-constants.mjs';

// The retry policy and the queue the service worker sends from come with the sending code, out of
// the page's first load.
export { keepTrying } from './retry-policy';
export { outbox, queueForWorker } from './outbox';

/** The SDK release whose request this one is (@emailjs/browser 4.4.1 posts the same body). */
const LIB_VERSION = '4.4.1';

/** Where one try goes: an account's public key, its e-mail service and template, and the API. */
export interface SendRoute {
  publicKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
}

/**
 * One POST to EmailJS, as the SDK makes it, with what the SDK drops: the status, and the wait a
 * Retry-After asks for where the answer lets the page read it. `signal` ends a try with no answer.
 */
export async function postEmail(
  route: SendRoute,
  params: TemplateParams,
  signal: AbortSignal,
  fetchFn: typeof fetch = fetch,
): Promise<TryResult> {
  let response: Response;
  try {
    response = await fetchFn(`${route.origin}${EMAIL_PATH}`, {
      method: 'POST',
      headers: { 'Content-type': 'application/json' },
      body: JSON.stringify({
        lib_version: LIB_VERSION,
        user_id: route.publicKey,
        service_id: route.serviceId,
        template_id: route.templateId,
        template_params: params,
      }),
      signal,
    });
  } catch {
    return signal.aborted ? { kind: 'timeout' } : { kind: 'network' };
  }
  // The body says nothing the page needs; a reset while reading it still leaves the status.
  await response.text().catch(() => '');
  if (response.ok) return { kind: 'sent' };
  const wait = retryAfterMs(response.headers.get('Retry-After'), Date.now());
  return {
    kind: 'status',
    status: response.status,
    ...(wait === undefined ? {} : { retryAfterMs: wait }),
  };
}

/** A Retry-After header as a wait in ms: seconds, or an HTTP date; none for anything else. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date ends in GMT; engines would read far looser text as a date.
  if (!/ GMT$/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
