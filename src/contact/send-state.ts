import { specFormStrings } from '../lib/spec-strings';
import type { Toast } from '../lib/toast-store';
import type { ResponsePromises as Promises } from '../content/types';

type ResponsePromises = Pick<Promises, 'callBackMinutes' | 'callBackWhen'>;
import type { EmergencyType } from '../content/schema/emergency-types';
import { callBackWithin } from '../content/response-times';
import type { SubmitOutcome } from './submit-request';

export interface Confirmation {
  reference: string;
  emergencyType: EmergencyType;
  /** The office the request was routed to, whose phone comes first; null when unknown. */
  officeId: string | null;
  sentAt: Date;
}

/**
 * The last send that did not go out: its reference, why, and when. The other ways to send are
 * built from the form as it is now (see other-ways.tsx), so a corrected word goes with them.
 */
export type Failure = Pick<
  Extract<SubmitOutcome, { kind: 'failed' }>,
  'reference' | 'reason' | 'submittedAt'
>;

export type FormState =
  | { status: 'idle'; failure?: Failure }
  | { status: 'sending'; emergencyType: EmergencyType; officeId: string | null }
  | { status: 'sent'; confirmation: Confirmation };

export type FormAction =
  | { type: 'submit'; emergencyType: EmergencyType; officeId: string | null }
  | { type: 'settled'; outcome: SubmitOutcome }
  | { type: 'new-request' };

export const initialFormState: FormState = { status: 'idle' };

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'submit':
      return state.status === 'sending'
        ? state
        : { status: 'sending', emergencyType: action.emergencyType, officeId: action.officeId };
    case 'settled':
      if (state.status !== 'sending') return state;
      return action.outcome.kind === 'sent'
        ? {
            status: 'sent',
            confirmation: {
              reference: action.outcome.reference,
              emergencyType: state.emergencyType,
              officeId: state.officeId,
              sentAt: action.outcome.sentAt,
            },
          }
        : action.outcome.kind === 'failed'
          ? {
              status: 'idle',
              failure: {
                reference: action.outcome.reference,
                reason: action.outcome.reason,
                submittedAt: action.outcome.submittedAt,
              },
            }
          : { status: 'idle' };
    case 'new-request':
      return { status: 'idle' };
  }
}

/** The spec's success toast, with the call-back promise of the config. */
export const successToast = (response: ResponsePromises) =>
  ({
    title: specFormStrings.successTitle,
    description: `${specFormStrings.successLead} ${callBackWithin(response)}`,
    variant: 'success',
  }) as const;

export const FAILURE_TOAST = {
  title: specFormStrings.failureTitle,
  description: specFormStrings.failureText,
  variant: 'destructive',
} as const;

/** No answer in time: the request may have arrived, so the visitor is not told to simply resend. */
export const UNCONFIRMED_TOAST = {
  title: 'Request Not Confirmed',
  description:
    'It may still reach us. Call us to be sure, and quote the reference shown in the form',
  variant: 'destructive',
} as const;

/** What the visitor sees after a submission, and whether the fields are cleared. */
export function feedbackFor(
  outcome: SubmitOutcome,
  response: ResponsePromises,
): {
  toast: Omit<Toast, 'id'>;
  resetFields: boolean;
} {
  switch (outcome.kind) {
    case 'sent':
      return { toast: successToast(response), resetFields: true };
    case 'discarded':
      return { toast: successToast(response), resetFields: false };
    case 'refused':
      return {
        toast: {
          title: specFormStrings.refusedTitle,
          description: outcome.message,
          variant: 'destructive',
        },
        resetFields: false,
      };
    case 'failed':
      return {
        toast: outcome.reason === 'timeout' ? UNCONFIRMED_TOAST : FAILURE_TOAST,
        resetFields: false,
      };
  }
}
