// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_TIMEOUT_MS,
  SEND_TIMEOUT_MS,
  sendEmail,
  sendingCode,
  type SendEnvironment,
} from './send-email';
import type { TryResult } from './retry-policy';
import { postEmail } from './emailjs-api';
import { EMAIL_PATH } from '../../config/site-constants.mjs';

const route = { publicKey: 'k', serviceId: 's', templateId: 't', origin: 'https://api.test' };
const params = { to_email: 'i', reply_to: 'r', from_name: 'f', subject: 's', message: 'm' };
const guards = { blockedReplyTo: ['requests@example.com'] };

/** Sending code whose POST answers when told to. */
function fakeCode() {
  let answer: (response: Response) => void = () => {};
  let signal: AbortSignal | undefined;
  const postEmail = vi.fn(
    (_route: unknown, _params: unknown, given: AbortSignal) =>
      new Promise<TryResult>((resolve) => {
        signal = given;
        given.addEventListener('abort', () => resolve({ kind: 'timeout' }));
        answer = (response) =>
          resolve(response.ok ? { kind: 'sent' } : { kind: 'status', status: response.status });
      }),
  );
  return {
    code: { postEmail },
    postEmail,
    answer: (status: number) => answer(new Response('', { status })),
    signal: () => signal,
  };
}

const env: SendEnvironment = { online: () => true, automated: () => false };

describe('sendEmail: one try', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends nothing, and says so, while the browser is offline', async () => {
    const { code, postEmail } = fakeCode();
    await expect(
      sendEmail(code, route, params, guards, { ...env, online: () => false }),
    ).resolves.toEqual({ kind: 'offline' });
    expect(postEmail).not.toHaveBeenCalled();
  });

  it('refuses an automated browser (451) and a reply-to that is the company’s own inbox (403) before anything leaves', async () => {
    const { code, postEmail } = fakeCode();
    await expect(
      sendEmail(code, route, params, guards, { ...env, automated: () => true }),
    ).resolves.toEqual({ kind: 'blocked', status: 451 });
    await expect(
      sendEmail(code, route, { ...params, reply_to: 'requests@example.com' }, guards, env),
    ).resolves.toEqual({ kind: 'blocked', status: 403 });
    expect(postEmail).not.toHaveBeenCalled();
  });

  it('abandons a request with no answer at 20 seconds', async () => {
    const { code, postEmail, signal } = fakeCode();
    let settled: unknown = null;
    void sendEmail(code, route, params, guards, env).then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(postEmail).toHaveBeenCalledOnce();
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ kind: 'timeout' });
    expect(signal()?.aborted).toBe(true);
  });

  it('tells a delivered request from one answered with a status', async () => {
    for (const status of [200, 429, 412]) {
      const { code, answer } = fakeCode();
      const result = sendEmail(code, route, params, guards, env);
      await vi.advanceTimersByTimeAsync(1);
      answer(status);
      await expect(result).resolves.toEqual(
        status === 200 ? { kind: 'sent' } : { kind: 'status', status },
      );
    }
  });
});

describe('sendingCode: the code a send needs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is none when it does not arrive in 20 seconds', async () => {
    const code = sendingCode(() => new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(CODE_TIMEOUT_MS);
    await expect(code).resolves.toBeNull();
  });
});

describe('postEmail: the POST itself', () => {
  const post = (respond: () => Promise<Response>) => {
    const fetchFn = vi.fn<typeof fetch>(respond);
    return { fetchFn, result: postEmail(route, params, new AbortController().signal, fetchFn) };
  };

  it('posts the body EmailJS documents, to the route’s origin', async () => {
    const { fetchFn, result } = post(async () => new Response('OK', { status: 200 }));
    await expect(result).resolves.toEqual({ kind: 'sent' });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe(`https://api.test${EMAIL_PATH}`);
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: expect.any(String),
      user_id: 'k',
      service_id: 's',
      template_id: 't',
      template_params: params,
    });
  });

  it('reads the status and the wait a Retry-After asks for', async () => {
    const { result } = post(
      async () => new Response('Too many', { status: 429, headers: { 'Retry-After': '7' } }),
    );
    await expect(result).resolves.toEqual({ kind: 'status', status: 429, retryAfterMs: 7_000 });
  });

  it('tells a failure on the way from an abandoned try', async () => {
    await expect(
      post(() => Promise.reject(new TypeError('Failed to fetch'))).result,
    ).resolves.toEqual({
      kind: 'network',
    });
    const abort = new AbortController();
    abort.abort();
    await expect(
      postEmail(route, params, abort.signal, () =>
        Promise.reject(new DOMException('aborted', 'AbortError')),
      ),
    ).resolves.toEqual({ kind: 'timeout' });
  });
});
