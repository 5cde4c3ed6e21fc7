/**
 * What a form tells the page about a request, for the visit counter (src/analytics/) to count
 * when the settings name one: an event on the document that names the kind of form and the
 * office, never a word the visitor typed. Nothing listens when counting is off.
 */
export const LEAD_EVENT = 'site-lead';

export type HandoffWay = 'text' | 'e-mail' | 'copy';

interface LeadOf {
  /** The office it was routed to, by its city; null when the place named none. */
  office: string | null;
  /** The kind of form: callback, assignment, agreement, equipment, partner, profile. */
  kind: string;
}

export type Lead =
  | ({ name: 'Request sent' | 'Request failed' } & LeadOf)
  | ({ name: 'Request handed off'; by: HandoffWay } & LeadOf);

export function reportLead(lead: Lead): void {
  document.dispatchEvent(new CustomEvent<Lead>(LEAD_EVENT, { detail: lead }));
}
