import { describe, expect, it } from 'vitest';
import { formReducer, initialFormState, noticeFor, toastFor } from './outcome';

const SENT_AT = new Date('2026-11-24T17:00:00Z');
const values = { name: 'Jane', emergencyType: 'mold' };
/** The spec's error catalogue (section 8), kept here, not read from the code. */
const spec = {
  success: 'Request Sent Successfully!',
  failureTitle: 'Error Sending Request',
  failureText: 'Please try again or call us directly for immediate assistance',
  wait: 'Please Wait',
};

describe('formReducer', () => {
  const sending = formReducer(initialFormState, { type: 'submit', officeId: 'toronto', values });

  it('goes from idle to sending, with the words being sent', () => {
    expect(sending).toEqual({ status: 'sending', officeId: 'toronto', values });
  });

  it('ignores a second submit while sending', () => {
    expect(formReducer(sending, { type: 'submit', officeId: null, values: {} })).toBe(sending);
  });

  it('shows what was sent, to which office, under which reference', () => {
    expect(
      formReducer(sending, {
        type: 'settled',
        outcome: { kind: 'sent', reference: 'ABC234', sentAt: SENT_AT },
      }),
    ).toEqual({
      status: 'sent',
      sent: { reference: 'ABC234', officeId: 'toronto', sentAt: SENT_AT, values },
    });
  });

  it.each([{ kind: 'discarded' }, { kind: 'refused', message: 'x' }] as const)(
    'returns to idle after $kind, with the notice given',
    (outcome) => {
      expect(formReducer(sending, { type: 'settled', outcome })).toEqual({ status: 'idle' });
      const notice = { text: 'Said', alert: true };
      expect(formReducer(sending, { type: 'settled', outcome, notice })).toEqual({
        status: 'idle',
        notice,
      });
    },
  );

  it.each(['error', 'offline', 'timeout'] as const)(
    'returns to idle after a failure (%s), keeping its reference, why and when',
    (reason) => {
      const outcome = { kind: 'failed', reference: 'ABC234', reason, submittedAt: 5 } as const;
      expect(formReducer(sending, { type: 'settled', outcome })).toEqual({
        status: 'idle',
        failure: { reference: 'ABC234', reason, submittedAt: 5 },
      });
    },
  );

  it('returns to the form from what was sent', () => {
    const sent = formReducer(sending, {
      type: 'settled',
      outcome: { kind: 'sent', reference: 'ABC234', sentAt: SENT_AT },
    });
    expect(formReducer(sent, { type: 'new-request' })).toEqual({ status: 'idle' });
  });
});

describe('toastFor: the spec’s toasts', () => {
  const said = "We'll contact you within 15 minutes during business hours";

  it('promises what the kind says after a send, and after a filled hidden field', () => {
    for (const outcome of [
      { kind: 'sent', reference: 'X', sentAt: SENT_AT },
      { kind: 'discarded' },
    ] as const)
      expect(toastFor(outcome, said)).toEqual({
        title: spec.success,
        description: said,
        variant: 'success',
      });
  });

  it('shows refusals and failures as destructive toasts', () => {
    expect(
      toastFor({ kind: 'refused', message: 'Please wait 5 seconds before submitting again' }, said),
    ).toEqual({
      title: spec.wait,
      description: 'Please wait 5 seconds before submitting again',
      variant: 'destructive',
    });
    expect(
      toastFor({ kind: 'failed', reference: 'X', reason: 'error', submittedAt: 0 }, said),
    ).toEqual({
      title: spec.failureTitle,
      description: spec.failureText,
      variant: 'destructive',
    });
  });

  it('does not invite a blind resend after a send with no answer in time', () => {
    const toast = toastFor(
      { kind: 'failed', reference: 'X', reason: 'timeout', submittedAt: 0 },
      said,
    );
    expect(toast).toMatchObject({ title: 'Request Not Confirmed', variant: 'destructive' });
    expect(toast.description).not.toMatch(/try again/i);
  });
});

describe('noticeFor: the same, said in the form', () => {
  const said = 'We reply by 10:15 a.m. at the latest.';

  it('says nothing after a send (its panel does) or after no answer in time (its own panel does)', () => {
    expect(noticeFor({ kind: 'sent', reference: 'X', sentAt: SENT_AT }, said)).toBeUndefined();
    expect(
      noticeFor({ kind: 'failed', reference: 'X', reason: 'timeout', submittedAt: 0 }, said),
    ).toBeUndefined();
  });

  it('answers a filled hidden field as if sent, and a refusal or a failure as an alert', () => {
    expect(noticeFor({ kind: 'discarded' }, said)).toEqual({ text: said, alert: false });
    expect(noticeFor({ kind: 'refused', message: 'Wait' }, said)).toEqual({
      text: 'Wait',
      alert: true,
    });
    expect(
      noticeFor({ kind: 'failed', reference: 'X', reason: 'error', submittedAt: 0 }, said),
    ).toEqual({
      text: `${spec.failureTitle}. ${spec.failureText}.`,
      alert: true,
    });
  });
});
