/**
 * What the form tells the page about a request, for the visit counter (src/analytics/) to count
 * when the settings name one: an event on the document that names the office, never a word the
 * visitor typed. Nothing listens when counting is off.
 */
export const LEAD_EVENT = 'site-lead';

export type HandoffWay = 'text' | 'e-mail' | 'copy';

export type Lead =
  | { name: 'Request sent' | 'Request failed'; office: string | null }
  | { name: 'Request handed off'; office: string | null; by: HandoffWay };

export function reportLead(lead: Lead): void {
  document.dispatchEvent(new CustomEvent<Lead>(LEAD_EVENT, { detail: lead }));
}
