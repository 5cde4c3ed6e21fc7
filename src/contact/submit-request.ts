import type { ContactFields } from './fields';
import { checkRateLimit, recordSend } from './rate-limit';
import type { TemplateParams } from './template-params';

export type SubmitOutcome =
  | { kind: 'sent'; reference: string }
  | { kind: 'discarded' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

export interface SubmitDeps {
  now: () => number;
  readSends: () => number[];
  writeSends: (timestamps: number[]) => void;
  createReference: () => string;
  buildParams: (fields: ContactFields, reference: string, submittedAt: Date) => TemplateParams;
  send: (params: TemplateParams) => Promise<boolean>;
}

/** One submission, from honeypot to rate limits to the send; only a successful send is recorded. */
export async function submitRequest(
  fields: ContactFields,
  deps: SubmitDeps,
): Promise<SubmitOutcome> {
  if (fields.company.trim()) return { kind: 'discarded' };
  const verdict = checkRateLimit(deps.readSends(), deps.now());
  if (!verdict.allowed) return { kind: 'refused', message: verdict.message };
  const reference = deps.createReference();
  const sent = await deps.send(deps.buildParams(fields, reference, new Date(deps.now())));
  if (!sent) return { kind: 'failed' };
  deps.writeSends(recordSend(deps.readSends(), deps.now()));
  return { kind: 'sent', reference };
}
