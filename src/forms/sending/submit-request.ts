import { checkRateLimit } from './rate-limit';
import type { EmailRequest } from './message';
import type { Trouble, TroubleClass, TryResult, Why } from './retry-policy';

/**
 * Why a send did not go out: 'offline', nothing left for want of a connection (it may be sent
 * again by itself once the connection returns); 'error', nothing was delivered; 'timeout', it
 * left and no answer came, so it may still arrive.
 */
export type FailureReason = 'offline' | 'error' | 'timeout';

export type SubmitOutcome =
  | {
      kind: 'sent';
      reference: string;
      sentAt: Date;
      request: EmailRequest;
      /** The same words had just gone from another tab, under this reference: nothing was sent. */
      already?: true;
    }
  | { kind: 'discarded' }
  | { kind: 'refused'; message: string }
  | {
      kind: 'failed';
      reference: string;
      reason: FailureReason;
      /** When it was tried (ms): the other ways to send carry the same time. */
      submittedAt: number;
      /** What went wrong at the last try, whether it could pass, and the status EmailJS gave. */
      trouble: Trouble;
      troubleClass: TroubleClass;
      status?: number;
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

/** What the visitor is told of a failure: nothing left; nothing delivered; or it may still arrive. */
const reasonOf = (result: Exclude<TryResult, { kind: 'sent' }>): FailureReason =>
  result.kind === 'offline' ? 'offline' : result.kind === 'timeout' ? 'timeout' : 'error';

/** A request that went, at the time it was tried, with its e-mail. */
export const sentOutcome = (tried: {
  reference: string;
  submittedAt: number;
  request: EmailRequest;
}): Extract<SubmitOutcome, { kind: 'sent' }> => ({
  kind: 'sent',
  reference: tried.reference,
  sentAt: new Date(tried.submittedAt),
  request: tried.request,
});

/** A request whose last try failed: why (by the retry policy's table), and what the visitor is told. */
export function failedOutcome(
  result: Exclude<TryResult, { kind: 'sent' }>,
  why: Why,
  tried: { reference: string; submittedAt: number },
): Extract<SubmitOutcome, { kind: 'failed' }> {
  return {
    kind: 'failed',
    reference: tried.reference,
    reason: reasonOf(result),
    submittedAt: tried.submittedAt,
    trouble: why.trouble,
    troubleClass: why.class,
    // EmailJS's own answer; the page's refusals (blocked) are no status of EmailJS's.
    ...(result.kind === 'status' ? { status: result.status } : {}),
  };
}
