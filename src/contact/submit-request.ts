import type { ContactFields } from './fields';
import { checkRateLimit, recordSend } from './rate-limit';
import type { SendResult } from './send-email';
import type { TemplateParams } from './template-params';

export type SubmitOutcome =
  | { kind: 'sent'; reference: string }
  | { kind: 'discarded' }
  | { kind: 'refused'; message: string }
  /** `unconfirmed`: no answer in time, so the request may still arrive. */
  | { kind: 'failed'; reference: string; unconfirmed: boolean; params: TemplateParams };

export interface SubmitDeps {
  now: () => number;
  readSends: () => number[];
  writeSends: (timestamps: number[]) => void;
  /** The request's reference: the same one again for the same request (see reference.ts). */
  referenceFor: (fields: ContactFields) => string;
  buildParams: (fields: ContactFields, reference: string, submittedAt: Date) => TemplateParams;
  send: (params: TemplateParams) => Promise<SendResult>;
}

/** One submission, from honeypot to rate limits to the send; only a successful send is recorded. */
export async function submitRequest(
  fields: ContactFields,
  deps: SubmitDeps,
): Promise<SubmitOutcome> {
  if (fields.company.trim()) return { kind: 'discarded' };
  const verdict = checkRateLimit(deps.readSends(), deps.now());
  if (!verdict.allowed) return { kind: 'refused', message: verdict.message };
  const reference = deps.referenceFor(fields);
  const params = deps.buildParams(fields, reference, new Date(deps.now()));
  const result = await deps.send(params);
  if (result !== 'sent') {
    return { kind: 'failed', reference, unconfirmed: result === 'timeout', params };
  }
  deps.writeSends(recordSend(deps.readSends(), deps.now()));
  return { kind: 'sent', reference };
}
