import { describe, expect, it } from 'vitest';
import { formReducer, initialFormState, noticeFor, toastFor } from './outcome';
import type { EmailRequest } from '../sending/message';

const SENT_AT = new Date('2026-11-24T17:00:00Z');
/** Where a request went, worked out once the offices came. */
const route = {
  office: null,
  line: 'Office: Toronto',
  inbox: 'toronto@example.com',
  templateId: null,
};
const request = {
  params: { to_email: 't', reply_to: 'r', from_name: 'f', subject: 's', message: 'm' },
  message: {},
} as unknown as EmailRequest;
const sentOutcome = { kind: 'sent', reference: 'ABC234', sentAt: SENT_AT, request } as const;
const values = { name: 'Jane', emergencyType: 'mold' };
/** The spec's error catalogue (section 8), kept here, not read from the code. */
const spec = {
  success: 'Request Sent Successfully!',
  failureTitle: 'Error Sending Request',
  failureText: 'Please try again or call us directly for immediate assistance',
  wait: 'Please Wait',
};

describe('formReducer', () => {
  const sending = formReducer(initialFormState, { type: 'submit', values });

  it('goes from idle to sending, with the words being sent', () => {
    expect(sending).toEqual({ status: 'sending', values });
  });

  it('ignores a second submit while sending', () => {
    expect(formReducer(sending, { type: 'submit', values: {} })).toBe(sending);
  });

  it('shows what was sent, where it went once the offices came, its e-mail, under which reference', () => {
    expect(formReducer(sending, { type: 'settled', outcome: sentOutcome, route })).toEqual({
      status: 'sent',
      sent: { reference: 'ABC234', route, request, sentAt: SENT_AT, values },
    });
  });

  it.each([{ kind: 'discarded' }, { kind: 'refused', message: 'x' }] as const)(
    'returns to idle after $kind, with the notice given',
    (outcome) => {
      expect(formReducer(sending, { type: 'settled', outcome, route })).toEqual({ status: 'idle' });
      const notice = { text: 'Said', alert: true };
      expect(formReducer(sending, { type: 'settled', outcome, route, notice })).toEqual({
        status: 'idle',
        notice,
      });
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
        trouble: 'network',
        troubleClass: 'passing',
      } as const;
      expect(formReducer(sending, { type: 'settled', outcome, route })).toEqual({
        status: 'idle',
        failure: { reference: 'ABC234', reason, submittedAt: 5, troubleClass: 'passing' },
      });
    },
  );

  it('keeps sending while the page tries again, saying when the next try is', () => {
    const retrying = {
      reference: 'ABC234',
      officeId: null,
      trouble: 'throttled',
      nextTry: 2,
      at: 9,
    } as const;
    expect(formReducer(sending, { type: 'retrying', retrying })).toEqual({ ...sending, retrying });
    expect(formReducer(initialFormState, { type: 'retrying', retrying })).toBe(initialFormState);
  });

  it('returns to the form from what was sent', () => {
    const sent = formReducer(sending, { type: 'settled', outcome: sentOutcome, route });
    expect(formReducer(sent, { type: 'new-request' })).toEqual({ status: 'idle' });
  });
});

const PASSING = { trouble: 'network', troubleClass: 'passing' } as const;

describe('toastFor: the spec’s toasts', () => {
  const said = "We'll contact you within 15 minutes during business hours";

  it('promises what the kind says after a send, and after a filled hidden field', () => {
    for (const outcome of [sentOutcome, { kind: 'discarded' }] as const)
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
      toastFor(
        { kind: 'failed', reference: 'X', reason: 'error', submittedAt: 0, ...PASSING },
        said,
      ),
    ).toEqual({
      title: spec.failureTitle,
      description: spec.failureText,
      variant: 'destructive',
    });
  });

  it('does not invite a blind resend after a send with no answer in time', () => {
    const toast = toastFor(
      { kind: 'failed', reference: 'X', reason: 'timeout', submittedAt: 0, ...PASSING },
      said,
    );
    expect(toast).toMatchObject({ title: 'Request Not Confirmed', variant: 'destructive' });
    expect(toast.description).not.toMatch(/try again/i);
  });
});

describe('noticeFor: the same, said in the form', () => {
  const said = 'We reply by 10:15 a.m. at the latest.';

  it('says nothing after a send (its panel does) or after no answer in time (its own panel does)', () => {
    expect(noticeFor(sentOutcome, said)).toBeUndefined();
    expect(
      noticeFor(
        { kind: 'failed', reference: 'X', reason: 'timeout', submittedAt: 0, ...PASSING },
        said,
      ),
    ).toBeUndefined();
  });

  it('answers a filled hidden field as if sent, and a refusal or a failure as an alert', () => {
    expect(noticeFor({ kind: 'discarded' }, said)).toEqual({ text: said, alert: false });
    expect(noticeFor({ kind: 'refused', message: 'Wait' }, said)).toEqual({
      text: 'Wait',
      alert: true,
    });
    expect(
      noticeFor(
        { kind: 'failed', reference: 'X', reason: 'error', submittedAt: 0, ...PASSING },
        said,
      ),
    ).toEqual({
      text: `${spec.failureTitle}. ${spec.failureText}.`,
      alert: true,
    });
  });
});
