import type { FormValues } from '../../form-kinds/form-kind';
import { checkRateLimit, recordSend } from './rate-limit';
import type { SendResult } from './send-email';
import type { EmailRequest, TemplateParams } from './message';

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

export interface SubmitDeps<F = FormValues> {
  /** The hidden field's value: people leave it empty, and a filled one is discarded. */
  honeypot: (fields: F) => string;
  now: () => number;
  /** This form's recent send times, and every form's (src/forms/sending/rate-limit.ts). */
  readSends: () => { own: number[]; all: number[] };
  writeSends: (own: number[]) => void;
  /** The request's reference: the same one again for the same request (see reference.ts). */
  referenceFor: (fields: F) => string;
  /** A sent request's reference is no longer needed for a resend. */
  forgetReference: () => void;
  /** The request's e-mail, as it is sent and as the visitor is shown it after. */
  buildRequest: (fields: F, reference: string, submittedAt: Date) => EmailRequest;
  send: (params: TemplateParams) => Promise<SendResult>;
}

const reasons: Record<Exclude<SendResult, 'sent'>, FailureReason> = {
  offline: 'offline',
  failed: 'error',
  timeout: 'timeout',
};

/** One submission, from honeypot to rate limits to the send; only a successful send is recorded. */
export async function submitRequest<F>(fields: F, deps: SubmitDeps<F>): Promise<SubmitOutcome> {
  if (deps.honeypot(fields).trim()) return { kind: 'discarded' };
  const sends = deps.readSends();
  const verdict = checkRateLimit(sends.own, deps.now(), sends.all);
  if (!verdict.allowed) return { kind: 'refused', message: verdict.message };
  const reference = deps.referenceFor(fields);
  const submittedAt = deps.now();
  const request = deps.buildRequest(fields, reference, new Date(submittedAt));
  const result = await deps.send(request.params);
  if (result !== 'sent') return { kind: 'failed', reference, reason: reasons[result], submittedAt };
  deps.writeSends(recordSend(deps.readSends().own, deps.now()));
  deps.forgetReference();
  return { kind: 'sent', reference, sentAt: new Date(submittedAt), request };
}
