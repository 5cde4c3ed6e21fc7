// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callbackKind, callbackWords } from '../../form-kinds/callback';
import { siteConfig } from 'virtual:site-content';
import { sampleValues } from '../../../tests/fixtures/sample-values';
import { formStorage } from './browser-storage';
import { loadOffices } from './office-lines';
import { oneAtATime, routeOf, sendRequest, type Retrying, type SendOptions } from './send';
import type { TryResult } from './retry-policy';

/**
 * EmailJS's hand-off, given to the send in its place: the unit tests share their modules
 * (vitest.config.ts, isolate: false), so a mocked module would be the real one whenever another
 * file of the same worker loaded it first.
 */
const sendEmail = vi.fn<NonNullable<SendOptions['send']>>();

describe('oneAtATime: one send at a time for the page', () => {
  it('starts a second send only once the first has settled, each once, in order', async () => {
    const events: string[] = [];
    let finishFirst = () => {};
    const first = oneAtATime(
      () =>
        new Promise<string>((done) => {
          events.push('first starts');
          finishFirst = () => {
            events.push('first settles');
            done('first');
          };
        }),
    );
    const second = oneAtATime(async () => {
      events.push('second starts');
      return 'second';
    });
    await new Promise((wait) => setTimeout(wait, 10));
    expect(events).toEqual(['first starts']);
    finishFirst();
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
    expect(events).toEqual(['first starts', 'first settles', 'second starts']);
  });

  it('goes on after a send that threw', async () => {
    await expect(oneAtATime(() => Promise.reject(new Error('storage')))).rejects.toThrow('storage');
    await expect(oneAtATime(async () => 'next')).resolves.toBe('next');
  });
});

describe('sendRequest: one request, from the gate to the last try', () => {
  // A request a visitor filled in, routed to the last office of the settings.
  const values = sampleValues(callbackKind, siteConfig.offices.at(-1)!.city);
  // As a send has fetched them (src/forms/engine/use-form.ts).
  let route: ReturnType<typeof routeOf>;
  beforeAll(async () => {
    await loadOffices();
    route = routeOf(callbackKind, values);
  });
  const stored = formStorage(callbackKind);
  /** The waits between tries, each taken at once: the clock is the test's. */
  let waited: number[] = [];
  const retries: Retrying[] = [];
  const send = (options: SendOptions = {}) =>
    sendRequest(callbackKind, callbackWords, route, values, {
      send: sendEmail,
      wait: async (ms) => void waited.push(ms),
      onRetry: (retrying) => retries.push(retrying),
      random: () => 0.5,
      ...options,
    });
  const answers = (...results: TryResult[]) => {
    for (const result of results) sendEmail.mockResolvedValueOnce(result);
  };
  const sentParams = () => sendEmail.mock.calls.map((call) => call[1]);

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    sendEmail.mockReset();
    waited = [];
    retries.length = 0;
  });

  it('sends the e-mail to the route’s inbox, then records the send', async () => {
    answers({ kind: 'sent' });
    const outcome = await send();
    expect(outcome).toMatchObject({ kind: 'sent' });
    if (outcome.kind !== 'sent') return;
    expect(route.office?.city).toBe(siteConfig.offices.at(-1)!.city);
    expect(outcome.request.params.to_email).toBe(route.inbox);
    expect(outcome.request.params.message).toContain(outcome.reference);
    expect(sendEmail.mock.calls[0]![1]).toEqual(outcome.request.params);
    expect(JSON.parse(stored.sends.read()!)).toHaveLength(1);
    expect(outcome.request.params.message).not.toContain('Repeat:');
  });

  it('tries a throttled send again by itself, under the same reference, each repeat marked, and records it once', async () => {
    answers({ kind: 'status', status: 429 }, { kind: 'status', status: 429 }, { kind: 'sent' });
    const outcome = await send();
    expect(outcome).toMatchObject({ kind: 'sent' });
    expect(sendEmail).toHaveBeenCalledTimes(3);
    expect(waited).toEqual([1_500, 3_000]);
    const [first, second, third] = sentParams();
    const reference = /Reference: (\w+)/.exec(first!.message)?.[1];
    for (const params of [first, second, third])
      expect(params!.message).toContain(`Reference: ${reference}`);
    expect(first!.message).not.toContain('Repeat:');
    expect(second!.message).toMatch(/Repeat: try 2 of this request, first tried /);
    expect(third!.message).toMatch(/Repeat: try 3 of this request/);
    // The subject stays the spec's.
    expect(new Set(sentParams().map((params) => params!.subject)).size).toBe(1);
    expect(retries.map(({ nextTry, trouble }) => [nextTry, trouble])).toEqual([
      [2, 'throttled'],
      [3, 'throttled'],
    ]);
    expect(JSON.parse(stored.sends.read()!)).toHaveLength(1);
  });

  it('never tries the same route again when EmailJS refuses the account', async () => {
    answers({ kind: 'status', status: 412 });
    const outcome = await send();
    expect(outcome).toMatchObject({
      kind: 'failed',
      reason: 'error',
      troubleClass: 'account',
      status: 412,
    });
    expect(sendEmail).toHaveBeenCalledOnce();
    expect(waited).toEqual([]);
    expect(stored.sends.read()).toBeNull();
  });

  it('stops at the page’s own refusal, with nothing left and nothing counted as a try', async () => {
    answers({ kind: 'blocked', status: 451 });
    await expect(send()).resolves.toMatchObject({ kind: 'failed', troubleClass: 'request' });
    expect(sendEmail).toHaveBeenCalledOnce();
  });

  it('hands a request with no connection back to wait for it, and keeps its reference for then', async () => {
    answers({ kind: 'offline' });
    const first = await send();
    expect(first).toMatchObject({ kind: 'failed', reason: 'offline' });
    expect(waited).toEqual([]);
    answers({ kind: 'sent' });
    const again = await send();
    if (first.kind === 'failed' && again.kind === 'sent')
      expect(again.reference).toBe(first.reference);
    // Nothing had left before: this is its first try, no repeat.
    expect(sentParams()[1]!.message).not.toContain('Repeat:');
  });

  it('gives up after its bound, and says it may still arrive after a try with no answer', async () => {
    let now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockImplementation(() => now);
    sendEmail.mockResolvedValue({ kind: 'timeout' });
    const outcome = await send({ wait: async (ms) => void (now += ms) });
    spy.mockRestore();
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'timeout', troubleClass: 'passing' });
    const tries = sendEmail.mock.calls.length;
    expect(tries).toBeGreaterThan(10);
    expect(tries).toBeLessThan(60);
  });

  it('answers the same words just sent from another tab as sent, under that reference, sending nothing', async () => {
    answers({ kind: 'sent' });
    // Pressed while the first was on its way: it waits its turn, then finds it sent.
    const [first, again] = await Promise.all([send(), send()]);
    expect(sendEmail).toHaveBeenCalledOnce();
    expect(again).toMatchObject({ kind: 'sent', already: true });
    if (first.kind === 'sent' && again.kind === 'sent')
      expect(again.reference).toBe(first.reference);
    // Pressed again a moment after it went, the same words meet the spec's minute.
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 1_000);
    await expect(send()).resolves.toMatchObject({ kind: 'refused' });
    later.mockRestore();
  });

  it('sends nothing for a filled hidden field, nor within a minute of the last send', async () => {
    const filled = { ...values, [callbackKind.honeypot]: 'Acme' };
    await expect(
      sendRequest(callbackKind, callbackWords, route, filled, { send: sendEmail }),
    ).resolves.toEqual({
      kind: 'discarded',
    });
    stored.sends.write(JSON.stringify([Date.now() - 10_000]));
    await expect(send()).resolves.toMatchObject({ kind: 'refused' });
    expect(sendEmail).not.toHaveBeenCalled();
  });
});
