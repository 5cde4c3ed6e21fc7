import { describe, expect, it } from 'vitest';
import type { EmailRequest } from './message';
import { failedOutcome, gate, sentOutcome } from './submit-request';
import { troubleOf } from './retry-policy';

const NOW = 1_800_000_000_000;
const none = { own: [], all: [] };
const REQUEST = {
  params: { to_email: 'i', reply_to: 'r', from_name: 'f', subject: 's', message: 'm' },
  message: {},
} as unknown as EmailRequest;

describe('the gate before a request is given a reference', () => {
  it('lets a request with an empty hidden field go, spaces being empty', () => {
    expect(gate('', none, NOW)).toBeNull();
    expect(gate('   ', none, NOW)).toBeNull();
  });

  it('discards a filled hidden field as if sent', () => {
    expect(gate(' Acme ', none, NOW)).toEqual({ kind: 'discarded' });
  });

  it('refuses within 60 s of the same form’s last send', () => {
    expect(gate('', { own: [NOW - 30_500], all: [NOW - 30_500] }, NOW)).toEqual({
      kind: 'refused',
      message: 'Please wait 30 seconds before submitting again',
    });
  });

  it('lets another form send within that minute, and counts it in the hour', () => {
    expect(gate('', { own: [], all: [NOW - 30_500] }, NOW)).toBeNull();
    const hour = [50, 40, 30, 20, 10].map((minutes) => NOW - minutes * 60_000);
    expect(gate('', { own: [], all: hour }, NOW)).toEqual({
      kind: 'refused',
      message: 'Too many submissions. Please try again in an hour.',
    });
  });
});

describe('what a send came to', () => {
  const tried = { reference: 'ABC234', submittedAt: NOW, request: REQUEST };

  it('is sent, at the time it was tried, with its e-mail', () => {
    expect(sentOutcome(tried)).toEqual({
      kind: 'sent',
      reference: 'ABC234',
      sentAt: new Date(NOW),
      request: REQUEST,
    });
  });

  it.each([
    [{ kind: 'network' }, 'error', { trouble: 'network', troubleClass: 'passing' }],
    [{ kind: 'offline' }, 'offline', { trouble: 'network', troubleClass: 'passing' }],
    [{ kind: 'timeout' }, 'timeout', { trouble: 'timeout', troubleClass: 'passing' }],
    [
      { kind: 'status', status: 503 },
      'error',
      { trouble: 'down', troubleClass: 'passing', status: 503 },
    ],
    [
      { kind: 'status', status: 412 },
      'error',
      { trouble: 'refused', troubleClass: 'account', status: 412 },
    ],
    [{ kind: 'blocked', status: 451 }, 'error', { trouble: 'blocked', troubleClass: 'request' }],
  ] as const)(
    'fails (%o) with the reference it tried, why, and its class',
    (result, reason, why) => {
      expect(failedOutcome(result, troubleOf(result), tried)).toEqual({
        kind: 'failed',
        reference: 'ABC234',
        reason,
        submittedAt: NOW,
        ...why,
      });
    },
  );
});
