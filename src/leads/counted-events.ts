import { LINE_TAPS, REVIEW_EVENTS } from '../analytics/events';
import { REQUEST_EVENTS } from '../lib/lead-events';

/** The names the site counts a request under, in the order the summary shows them. */
export const requestNames: readonly string[] = [
  REQUEST_EVENTS.sent,
  REQUEST_EVENTS.failed,
  REQUEST_EVENTS.handedOff,
];

/** The properties each event that carries some is broken down by. */
export const propertiesOf: Readonly<Record<string, readonly string[]>> = {
  [REQUEST_EVENTS.sent]: ['kind', 'office'],
  [REQUEST_EVENTS.failed]: ['kind', 'office'],
  [REQUEST_EVENTS.handedOff]: ['kind', 'office', 'by'],
  [REVIEW_EVENTS.page]: ['office'],
  [REVIEW_EVENTS.form]: ['office'],
};

const tapPattern = new RegExp(`^(${LINE_TAPS.call}|${LINE_TAPS.text}): (.+)$`);

/** A tap on a line, read back from its name: "Call: Calgary" is a call to Calgary's line. */
export function lineTapOf(name: string): { way: keyof typeof LINE_TAPS; line: string } | null {
  const match = tapPattern.exec(name);
  if (!match) return null;
  return { way: match[1] === LINE_TAPS.call ? 'call' : 'text', line: match[2]! };
}

/**
 * A lead: a call, a text, or a request sent or handed off. A request that failed is not one: its
 * visitor either handed it off (counted then) or gave up.
 */
export const isLead = (name: string) =>
  lineTapOf(name) !== null || name === REQUEST_EVENTS.sent || name === REQUEST_EVENTS.handedOff;
