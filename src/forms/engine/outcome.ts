import { specFormStrings } from '../../domain/spec-strings';
import type { Toast } from '../../lib/toast-store';
import type { FormValues } from '../../form-kinds/form-kind';
import type { EmailRequest } from '../sending/message';
import type { Retrying, Route } from '../sending/send';
import type { SubmitOutcome } from '../sending/submit-request';

/**
 * A request that went out, worked out once at its send: what the panel after it shows, and
 * whose phone comes first.
 */
export interface Sent {
  reference: string;
  sentAt: Date;
  /** Where it went: the office (null when the place named none, or the offices were not fetched) and its inbox. */
  route: Route;
  /** Its e-mail, as sent. */
  request: EmailRequest;
  /** The words as sent. */
  values: FormValues;
}

/** The last send that did not go out: its reference, why, and when. */
export type Failure = Pick<
  Extract<SubmitOutcome, { kind: 'failed' }>,
  'reference' | 'reason' | 'submittedAt' | 'troubleClass'
>;

/** What the form says in itself after a send that did not go, for a kind that tells in notices. */
export interface Notice {
  text: string;
  /** A problem to hear at once, not a status. */
  alert: boolean;
}

export type FormState =
  | { status: 'idle'; failure?: Failure; notice?: Notice }
  /** `retrying`: a try did not go, and the page tries again by itself. */
  | { status: 'sending'; values: FormValues; retrying?: Retrying }
  | { status: 'sent'; sent: Sent };

export type FormAction =
  | { type: 'submit'; values: FormValues }
  /** `route`: where it went, once the offices were fetched (the send awaits them). */
  | { type: 'settled'; outcome: SubmitOutcome; route: Route; notice?: Notice }
  | { type: 'retrying'; retrying: Retrying }
  | { type: 'new-request' };

export const initialFormState: FormState = { status: 'idle' };

/** One owner of a form's send state: idle (with the last failure), sending, or sent. */
export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'submit':
      return state.status === 'sending' ? state : { status: 'sending', values: action.values };
    case 'settled': {
      if (state.status !== 'sending') return state;
      const { outcome, notice } = action;
      if (outcome.kind === 'sent')
        return {
          status: 'sent',
          sent: {
            reference: outcome.reference,
            sentAt: outcome.sentAt,
            route: action.route,
            request: outcome.request,
            values: state.values,
          },
        };
      const failure =
        outcome.kind === 'failed'
          ? {
              reference: outcome.reference,
              reason: outcome.reason,
              submittedAt: outcome.submittedAt,
              troubleClass: outcome.troubleClass,
            }
          : undefined;
      return {
        status: 'idle',
        ...(failure ? { failure } : {}),
        ...(notice ? { notice } : {}),
      };
    }
    case 'retrying':
      return state.status === 'sending' ? { ...state, retrying: action.retrying } : state;
    case 'new-request':
      return { status: 'idle' };
  }
}

/** The spec's error catalogue, for the kind that tells by toasts (the call-back form). */
export function toastFor(outcome: SubmitOutcome, sentText: string): Omit<Toast, 'id'> {
  switch (outcome.kind) {
    case 'sent':
    case 'discarded':
      return { title: specFormStrings.successTitle, description: sentText, variant: 'success' };
    case 'refused':
      return {
        title: specFormStrings.refusedTitle,
        description: outcome.message,
        variant: 'destructive',
      };
    case 'failed':
      return outcome.reason === 'timeout'
        ? UNCONFIRMED_TOAST
        : {
            title: specFormStrings.failureTitle,
            description: specFormStrings.failureText,
            variant: 'destructive',
          };
  }
}

/** No answer in time: the request may have arrived, so the visitor is not told to simply resend. */
export const UNCONFIRMED_TOAST = {
  title: 'Request Not Confirmed',
  description:
    'It may still reach us. Call us to be sure, and quote the reference shown in the form',
  variant: 'destructive',
} as const;

/**
 * The same, said in the form, for a kind that tells by notices: a hidden field filled is answered
 * as if sent; a refusal gives the rate limit's words; a failure the spec's; no answer in time has
 * its own panel (src/forms/parts/panels.tsx), so no notice.
 */
export function noticeFor(
  outcome: SubmitOutcome,
  sentText: string,
  /** A kind's own words for a failed send (an application's), in place of the spec's. */
  failedText?: string,
): Notice | undefined {
  switch (outcome.kind) {
    case 'sent':
      return undefined;
    case 'discarded':
      return { text: sentText, alert: false };
    case 'refused':
      return { text: outcome.message, alert: true };
    case 'failed':
      // No answer in time has its own panel; so has the account refused, unless the kind has
      // its own words for a failure (panels.tsx).
      return outcome.reason === 'timeout' || (outcome.troubleClass === 'account' && !failedText)
        ? undefined
        : {
            text: failedText ?? `${specFormStrings.failureTitle}. ${specFormStrings.failureText}.`,
            alert: true,
          };
  }
}
