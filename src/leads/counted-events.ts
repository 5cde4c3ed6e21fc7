import { LINE_TAPS, REVIEW_EVENTS } from '../analytics/events';
import { REQUEST_EVENTS } from '../domain/lead-events';
import type { Counts } from './counts';

/** The names the site counts a request under, in the order the summary shows them. */
export const requestNames: readonly string[] = [
  REQUEST_EVENTS.sent,
  REQUEST_EVENTS.failed,
  REQUEST_EVENTS.handedOff,
];

/** The properties each event that carries some is broken down by. */
export const propertiesOf: Readonly<Record<string, readonly string[]>> = {
  [REQUEST_EVENTS.sent]: ['kind', 'office'],
  // Why it failed: could it pass, or did EmailJS refuse the account, and its status (email-alert.ts).
  [REQUEST_EVENTS.failed]: ['kind', 'office', 'class', 'status'],
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

/**
 * Events that carry properties were counted, yet no breakdown (by office, kind, page) holds a
 * single one of them: an answer that cannot be right, such as an Umami server that did not read
 * which event it was asked about. Their total, and the first few named ("4 × Request sent"), or
 * null when it is fine.
 */
export function hollowBreakdowns(counts: Counts): { total: number; named: string } | null {
  const sum = (values: Record<string, number> = {}) =>
    Object.values(values).reduce((total, n) => total + n, 0);
  const counted = Object.entries(counts.events).filter(([, n]) => n > 0);
  const carrying = counted.filter(([name]) => propertiesOf[name]);
  const broken = carrying.reduce(
    (total, [name]) =>
      total + Object.values(counts.byProperty[name] ?? {}).reduce((t, by) => t + sum(by), 0),
    0,
  );
  const leads = counted.filter(([name]) => isLead(name));
  const hollow = [
    ...(carrying.length > 0 && broken === 0 ? carrying : []),
    ...(leads.length > 0 && sum(counts.pages) === 0 ? leads : []),
  ];
  if (!hollow.length) return null;
  const each = [...new Map(hollow)].map(([name, n]) => `${n} × ${name}`);
  const FEW = 4;
  return {
    total: counted.reduce((total, [, n]) => total + n, 0),
    named:
      each.length > FEW
        ? `${each.slice(0, FEW).join(', ')} and ${each.length - FEW} more`
        : each.join(', '),
  };
}
