// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callbackKind, callbackWords } from '../../form-kinds/callback';
import { siteConfig } from 'virtual:site-content';
import { sampleValues } from '../../../tests/fixtures/sample-values';
import { formStorage } from './browser-storage';
import { loadOffices } from './office-lines';
import { oneAtATime, routeOf, sendRequest } from './send';
import type { sendEmail as realSendEmail } from './send-email';

/**
 * EmailJS's hand-off, given to the send in its place: the unit tests share their modules
 * (vitest.config.ts, isolate: false), so a mocked module would be the real one whenever another
 * file of the same worker loaded it first.
 */
const sendEmail = vi.fn<typeof realSendEmail>();

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

describe('sendRequest: one request, from the gate to the send', () => {
  // A request a visitor filled in, routed to the last office of the settings.
  const values = sampleValues(callbackKind, siteConfig.offices.at(-1)!.city);
  // As a send has fetched them (src/forms/engine/use-form.ts).
  let route: ReturnType<typeof routeOf>;
  beforeAll(async () => {
    await loadOffices();
    route = routeOf(callbackKind, values);
  });
  const stored = formStorage(callbackKind);
  const send = () => sendRequest(callbackKind, callbackWords, route, values, {}, sendEmail);

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    sendEmail.mockReset();
  });

  it('sends the e-mail to the route’s inbox, then records the send and forgets the reference', async () => {
    sendEmail.mockResolvedValue('sent');
    const outcome = await send();
    expect(outcome).toMatchObject({ kind: 'sent' });
    if (outcome.kind !== 'sent') return;
    expect(route.office?.city).toBe(siteConfig.offices.at(-1)!.city);
    expect(outcome.request.params.to_email).toBe(route.inbox);
    expect(outcome.request.params.message).toContain(outcome.reference);
    expect(sendEmail.mock.calls[0]![1]).toEqual(outcome.request.params);
    expect(JSON.parse(stored.sends.read()!)).toHaveLength(1);
    expect(stored.lastAttempt.read()).toBeNull();
  });

  it('records nothing after a failed send, and tries again under the same reference', async () => {
    sendEmail.mockResolvedValue('failed');
    const first = await send();
    expect(first).toMatchObject({ kind: 'failed', reason: 'error' });
    expect(stored.sends.read()).toBeNull();
    sendEmail.mockResolvedValue('sent');
    const again = await send();
    expect(again).toMatchObject({ kind: 'sent' });
    if (first.kind === 'failed' && again.kind === 'sent')
      expect(again.reference).toBe(first.reference);
  });

  it('sends nothing for a filled hidden field, nor within a minute of the last send', async () => {
    const filled = { ...values, [callbackKind.honeypot]: 'Acme' };
    await expect(
      sendRequest(callbackKind, callbackWords, route, filled, {}, sendEmail),
    ).resolves.toEqual({
      kind: 'discarded',
    });
    stored.sends.write(JSON.stringify([Date.now() - 10_000]));
    await expect(send()).resolves.toMatchObject({ kind: 'refused' });
    expect(sendEmail).not.toHaveBeenCalled();
  });
});
