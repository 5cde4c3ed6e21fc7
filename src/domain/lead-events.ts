/**
 * What a form tells the page about a request, for the visit counter (src/analytics/) to count
 * when the settings name one: an event on the document that names the kind of form and the
 * office, never a word the visitor typed. Nothing listens when counting is off.
 */
export const LEAD_EVENT = 'site-lead';

export type HandoffWay = 'text' | 'e-mail' | 'copy';

/**
 * The names a request is counted under. The owner's weekly summary (src/leads/) reads them back:
 * a renamed event is a new goal at the provider, and last week's counts stay under the old name.
 */
export const REQUEST_EVENTS = {
  sent: 'Request sent',
  failed: 'Request failed',
  handedOff: 'Request handed off',
} as const;

interface LeadOf {
  /** The office it was routed to, by its city; null when the place named none. */
  office: string | null;
  /** The kind of form: callback, assignment, agreement, equipment, partner, profile. */
  kind: string;
}

/**
 * Why a request failed, for the owner's alarm (never a word the visitor typed): 'passing' (EmailJS
 * throttled or down, the network, no answer in time: the page kept trying), 'account' (EmailJS
 * refused the account: its status says why), or 'request' (the page refused it itself).
 */
export interface FailureOf {
  class: 'passing' | 'account' | 'request';
  trouble: string;
  status?: number;
}

export type Lead =
  | ({ name: typeof REQUEST_EVENTS.sent } & LeadOf)
  | ({ name: typeof REQUEST_EVENTS.failed; failure: FailureOf } & LeadOf)
  | ({ name: typeof REQUEST_EVENTS.handedOff; by: HandoffWay } & LeadOf);

export function reportLead(lead: Lead): void {
  document.dispatchEvent(new CustomEvent<Lead>(LEAD_EVENT, { detail: lead }));
}
