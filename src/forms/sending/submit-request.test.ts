import { describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../../form-kinds/form-kind';
import type { SendResult } from './send-email';
import { submitRequest, type SubmitDeps } from './submit-request';
import type { EmailRequest } from './message';

const NOW = 1_800_000_000_000;
const fields: FormValues = {
  name: 'Jane',
  phone: '403-555-0188',
  email: '',
  location: '12 Example Road',
  emergencyType: 'fire-damage',
  message: 'Kitchen fire',
  company: '',
};

const REQUEST = {
  params: { to_email: 'i', reply_to: 'r', from_name: 'f', subject: 's', message: 'm' },
  message: {},
} as unknown as EmailRequest;

function deps(overrides: Partial<SubmitDeps> = {}, others: number[] = []) {
  let stored: number[] = [];
  const d = {
    honeypot: (f: FormValues) => f.company ?? '',
    now: () => NOW,
    readSends: () => ({ own: stored, all: [...others, ...stored] }),
    writeSends: vi.fn((timestamps: number[]) => {
      stored = timestamps;
    }),
    referenceFor: vi.fn(() => 'ABC234'),
    forgetReference: vi.fn(),
    buildRequest: vi.fn(() => REQUEST),
    send: vi.fn(async (): Promise<SendResult> => 'sent'),
    ...overrides,
  };
  return d;
}

describe('submitRequest', () => {
  it('sends, then records the send', async () => {
    const d = deps();
    await expect(submitRequest(fields, d)).resolves.toEqual({
      kind: 'sent',
      reference: 'ABC234',
      sentAt: new Date(NOW),
      request: REQUEST,
    });
    expect(d.buildRequest).toHaveBeenCalledWith(fields, 'ABC234', new Date(NOW));
    expect(d.send).toHaveBeenCalledWith(REQUEST.params);
    expect(d.writeSends).toHaveBeenCalledWith([NOW]);
    expect(d.forgetReference).toHaveBeenCalled();
  });

  it('discards a filled honeypot without sending or recording', async () => {
    const d = deps();
    await expect(submitRequest({ ...fields, company: ' Acme ' }, d)).resolves.toEqual({
      kind: 'discarded',
    });
    expect(d.send).not.toHaveBeenCalled();
    expect(d.writeSends).not.toHaveBeenCalled();
  });

  it('treats a honeypot of spaces as empty', async () => {
    await expect(submitRequest({ ...fields, company: '   ' }, deps())).resolves.toMatchObject({
      kind: 'sent',
    });
  });

  it('refuses within 60 s of the same form’s last send, without sending', async () => {
    const d = deps({ readSends: () => ({ own: [NOW - 30_500], all: [NOW - 30_500] }) });
    await expect(submitRequest(fields, d)).resolves.toEqual({
      kind: 'refused',
      message: 'Please wait 30 seconds before submitting again',
    });
    expect(d.send).not.toHaveBeenCalled();
  });

  it('lets another form send within that minute, and counts it in the hour', async () => {
    const d = deps({}, [NOW - 30_500]);
    await expect(submitRequest(fields, d)).resolves.toMatchObject({ kind: 'sent' });
    const full = deps(
      {},
      [50, 40, 30, 20, 10].map((minutes) => NOW - minutes * 60_000),
    );
    await expect(submitRequest(fields, full)).resolves.toEqual({
      kind: 'refused',
      message: 'Too many submissions. Please try again in an hour.',
    });
  });

  it.each([
    ['failed', 'error'],
    ['offline', 'offline'],
    ['timeout', 'timeout'],
  ] as const)(
    'records nothing when the send ends %s, keeps the reference it tried and says why',
    async (result, reason) => {
      const d = deps({ send: vi.fn(async (): Promise<SendResult> => result) });
      await expect(submitRequest(fields, d)).resolves.toEqual({
        kind: 'failed',
        reference: 'ABC234',
        reason,
        submittedAt: d.now(),
      });
      expect(d.send).toHaveBeenCalledWith(expect.objectContaining({ message: 'm' }));
      expect(d.referenceFor).toHaveBeenCalledWith(fields);
      expect(d.writeSends).not.toHaveBeenCalled();
      expect(d.forgetReference).not.toHaveBeenCalled();
    },
  );
});
