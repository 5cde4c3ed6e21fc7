// @vitest-environment jsdom
import { EmailJSResponseStatus } from '@emailjs/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SDK_TIMEOUT_MS, SEND_TIMEOUT_MS, sendEmail, type SendEnvironment } from './send-email';

const settings = { publicKey: 'k', serviceId: 's', templateId: 't', origin: null };
const params = { to_email: 'i', reply_to: 'r', from_name: 'f', subject: 's', message: 'm' };
const guards = { blockedReplyTo: [] };

/** An SDK that arrives when told to, and answers each send when told to. */
function fakeSdk() {
  let arrive = () => {};
  let answer: (ok: boolean) => void = () => {};
  const sdk = {
    init: vi.fn(),
    send: vi.fn(
      () =>
        new Promise<EmailJSResponseStatus>((resolve, reject) => {
          answer = (ok) =>
            ok ? resolve(new EmailJSResponseStatus(200, 'OK')) : reject(new Error('no'));
        }),
    ),
  };
  const loaded = new Promise<typeof sdk>((resolve) => (arrive = () => resolve(sdk)));
  const env: SendEnvironment = { online: () => true, loadSdk: () => loaded };
  return { sdk, env, arrive: () => arrive(), answer: (ok: boolean) => answer(ok) };
}

describe('sendEmail', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends nothing, and says so, while the browser is offline', async () => {
    const { sdk, env } = fakeSdk();
    await expect(
      sendEmail(settings, params, guards, { ...env, online: () => false }),
    ).resolves.toBe('offline');
    expect(sdk.send).not.toHaveBeenCalled();
  });

  it('counts an SDK that does not arrive in time as a failure, and never sends late', async () => {
    const { sdk, env, arrive } = fakeSdk();
    const result = sendEmail(settings, params, guards, env);
    await vi.advanceTimersByTimeAsync(SDK_TIMEOUT_MS);
    await expect(result).resolves.toBe('failed');
    arrive();
    await vi.advanceTimersByTimeAsync(1);
    expect(sdk.send).not.toHaveBeenCalled();
  });

  it('starts the clock of the answer when the request leaves, not before', async () => {
    const { sdk, env, arrive } = fakeSdk();
    const result = sendEmail(settings, params, guards, env);
    let settled: string | null = null;
    void result.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(SDK_TIMEOUT_MS - 1_000);
    arrive();
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(sdk.send).toHaveBeenCalledOnce();
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('timeout');
  });

  it('tells a delivered request from a refused one', async () => {
    for (const ok of [true, false]) {
      const { env, arrive, answer } = fakeSdk();
      const result = sendEmail(settings, params, guards, env);
      arrive();
      await vi.advanceTimersByTimeAsync(1);
      answer(ok);
      await expect(result).resolves.toBe(ok ? 'sent' : 'failed');
    }
  });
});
