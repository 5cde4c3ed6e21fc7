import { checkRateLimit } from './rate-limit';
import type { SendResult } from './send-email';
import type { EmailRequest } from './message';

/**
 * Why a send did not go out: 'offline', nothing left for want of a connection (it may be sent
 * again by itself once the connection returns); 'error', nothing was delivered; 'timeout', it
 * left and no answer came, so it may still arrive.
 */
export type FailureReason = 'offline' | 'error' | 'timeout';

export type SubmitOutcome =
  | { kind: 'sent'; reference: string; sentAt: Date; request: EmailRequest }
  | { kind: 'discarded' }
  | { kind: 'refused'; message: string }
  | {
      kind: 'failed';
      reference: string;
      reason: FailureReason;
      /** When it was tried (ms): the other ways to send carry the same time. */
      submittedAt: number;
    };

/**
 * Whether a request may go at all, before it is given a reference: a filled hidden field
 * (people leave it empty; spaces are empty) is discarded as if sent, and the rate limits refuse
 * in their words (this form's sends, and every form's). Null: it may go.
 */
export function gate(
  honeypot: string,
  sends: { own: number[]; all: number[] },
  now: number,
): Extract<SubmitOutcome, { kind: 'discarded' | 'refused' }> | null {
  if (honeypot.trim()) return { kind: 'discarded' };
  const verdict = checkRateLimit(sends.own, now, sends.all);
  return verdict.allowed ? null : { kind: 'refused', message: verdict.message };
}

const reasons: Record<Exclude<SendResult, 'sent'>, FailureReason> = {
  offline: 'offline',
  failed: 'error',
  timeout: 'timeout',
};

/** What a send that went to EmailJS came to: sent, with its e-mail, or failed and why. */
export function outcomeOf(
  result: SendResult,
  tried: { reference: string; submittedAt: number; request: EmailRequest },
): Extract<SubmitOutcome, { kind: 'sent' | 'failed' }> {
  const { reference, submittedAt, request } = tried;
  return result === 'sent'
    ? { kind: 'sent', reference, sentAt: new Date(submittedAt), request }
    : { kind: 'failed', reference, reason: reasons[result], submittedAt };
}
