// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { ContactFields } from './fields';
import { feedbackFor as feedback, formReducer, initialFormState } from './send-state';
import type { SendResult } from './send-email';
import { submitRequest, type SubmitDeps } from './submit-request';

const SENT_AT = new Date('2026-11-24T17:00:00Z');

const NOW = 1_800_000_000_000;
const fields: ContactFields = {
  name: 'Jane',
  phone: '403-555-0188',
  email: '',
  location: '12 Example Road',
  emergencyType: 'fire-damage',
  message: 'Kitchen fire',
  company: '',
};

function deps(overrides: Partial<SubmitDeps> = {}) {
  let stored: number[] = [];
  const d = {
    honeypot: (f: ContactFields) => f.company,
    now: () => NOW,
    readSends: () => stored,
    writeSends: vi.fn((timestamps: number[]) => {
      stored = timestamps;
    }),
    referenceFor: vi.fn(() => 'ABC234'),
    forgetReference: vi.fn(),
    buildParams: vi.fn(() => ({
      to_email: 'i',
      reply_to: 'r',
      from_name: 'f',
      subject: 's',
      message: 'm',
    })),
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
    });
    expect(d.buildParams).toHaveBeenCalledWith(fields, 'ABC234', new Date(NOW));
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

  it('refuses within 60 s of the last send, without sending', async () => {
    const d = deps({ readSends: () => [NOW - 30_500] });
    await expect(submitRequest(fields, d)).resolves.toEqual({
      kind: 'refused',
      message: 'Please wait 30 seconds before submitting again',
    });
    expect(d.send).not.toHaveBeenCalled();
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

describe('formReducer', () => {
  const sending = formReducer(initialFormState, {
    type: 'submit',
    emergencyType: 'mold',
    officeId: 'toronto',
  });

  it('goes from idle to sending', () => {
    expect(sending).toEqual({ status: 'sending', emergencyType: 'mold', officeId: 'toronto' });
  });

  it('ignores a second submit while sending', () => {
    expect(formReducer(sending, { type: 'submit', emergencyType: 'other', officeId: null })).toBe(
      sending,
    );
  });

  it('shows the confirmation after a send, with the type sent and the office it went to', () => {
    expect(
      formReducer(sending, {
        type: 'settled',
        outcome: { kind: 'sent', reference: 'ABC234', sentAt: SENT_AT },
      }),
    ).toEqual({
      status: 'sent',
      confirmation: {
        reference: 'ABC234',
        emergencyType: 'mold',
        officeId: 'toronto',
        sentAt: SENT_AT,
      },
    });
  });

  it.each([{ kind: 'discarded' }, { kind: 'refused', message: 'x' }] as const)(
    'returns to idle after $kind',
    (outcome) => {
      expect(formReducer(sending, { type: 'settled', outcome })).toEqual({ status: 'idle' });
    },
  );

  it.each(['error', 'offline', 'timeout'] as const)(
    'returns to idle after a failure (%s), keeping its reference, why and when',
    (reason) => {
      const outcome = {
        kind: 'failed',
        reference: 'ABC234',
        reason,
        submittedAt: 5,
      } as const;
      expect(formReducer(sending, { type: 'settled', outcome })).toEqual({
        status: 'idle',
        failure: { reference: 'ABC234', reason, submittedAt: 5 },
      });
    },
  );

  it('returns to the form from the confirmation', () => {
    const sent = formReducer(sending, {
      type: 'settled',
      outcome: { kind: 'sent', reference: 'ABC234', sentAt: SENT_AT },
    });
    expect(formReducer(sent, { type: 'new-request' })).toEqual({ status: 'idle' });
  });
});

describe('feedbackFor', () => {
  const response = {
    onSiteMinutes: 60,
    callBackMinutes: 15,
    callBackWhen: 'during business hours',
    inquiryHours: 24,
    scopeBusinessDays: 3,
    businessHours: '8 a.m. to 6 p.m., Monday to Friday, local time',
  };
  const feedbackFor = (outcome: Parameters<typeof feedback>[0]) => feedback(outcome, response);

  it("promises the spec's call back after a send", () => {
    expect(feedbackFor({ kind: 'sent', reference: 'X', sentAt: SENT_AT }).toast.description).toBe(
      "We'll contact you within 15 minutes during business hours",
    );
    expect(
      feedback(
        { kind: 'sent', reference: 'X', sentAt: SENT_AT },
        { ...response, callBackMinutes: 30, callBackWhen: 'any time' },
      ).toast.description,
    ).toBe("We'll contact you within 30 minutes any time");
  });

  it('resets the fields only after a real send', () => {
    expect(feedbackFor({ kind: 'sent', reference: 'X', sentAt: SENT_AT })).toMatchObject({
      resetFields: true,
      toast: { title: 'Request Sent Successfully!', variant: 'success' },
    });
    expect(feedbackFor({ kind: 'discarded' })).toMatchObject({
      resetFields: false,
      toast: { title: 'Request Sent Successfully!' },
    });
  });

  it('shows refusals and failures as destructive toasts', () => {
    expect(
      feedbackFor({ kind: 'refused', message: 'Please wait 5 seconds before submitting again' }),
    ).toEqual({
      resetFields: false,
      toast: {
        title: 'Please Wait',
        description: 'Please wait 5 seconds before submitting again',
        variant: 'destructive',
      },
    });
    expect(
      feedbackFor({ kind: 'failed', reference: 'X', reason: 'error', submittedAt: 0 }).toast,
    ).toEqual({
      title: 'Error Sending Request',
      description: 'Please try again or call us directly for immediate assistance',
      variant: 'destructive',
    });
  });

  it('does not invite a blind resend after a send with no answer in time', () => {
    const { toast, resetFields } = feedbackFor({
      kind: 'failed',
      reference: 'X',
      reason: 'timeout',
      submittedAt: 0,
    });
    expect(resetFields).toBe(false);
    expect(toast).toMatchObject({ title: 'Request Not Confirmed', variant: 'destructive' });
    expect(toast.description).not.toMatch(/try again/i);
  });
});
