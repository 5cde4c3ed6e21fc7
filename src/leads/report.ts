import { REVIEW_EVENTS } from '../analytics/events';
import { MAIN_LINE } from '../analytics/page-config';
import { REQUEST_EVENTS } from '../domain/lead-events';
import { isLead, lineTapOf, requestNames } from './counted-events';
import type { Counts } from './counts';
import { periodLabel, type Period } from './period';

/** What the owner reads on Monday: a subject line and a plain text that lines up in any mail. */
export interface Summary {
  subject: string;
  text: string;
  /** Nothing at all was counted in either period. */
  empty: boolean;
}

export interface SummaryInput {
  company: string;
  /** The offices by their cities, in the settings' order: each has its row, even at nought. */
  offices: readonly string[];
  week: Period;
  before: Period;
  counts: { week: Counts; before: Counts };
}

/** The most pages listed: the rest are added up in one line. */
export const TOP_PAGES = 10;

const NO_OFFICE = '(no office named)';

/** "12 (9)": this period's number, the one before in brackets. */
const pair = (now: number, then: number) => `${now} (${then})`;

/** Rows of text in columns: the first left-aligned, the others right-aligned. */
function table(head: string[], rows: string[][]): string[] {
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  return all.map((row) =>
    `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('   ')}`.trimEnd(),
  );
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** The values a property took on some events, in both periods, most counted first. */
function valuesOf(input: SummaryInput, names: readonly string[], property: string): string[] {
  const totals = new Map<string, number>();
  for (const counts of [input.counts.week, input.counts.before])
    for (const name of names)
      for (const [value, n] of Object.entries(counts.byProperty[name]?.[property] ?? {}))
        totals.set(value, (totals.get(value) ?? 0) + n);
  return [...totals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([value]) => value);
}

const count = (counts: Counts, name: string, property: string, value: string) =>
  counts.byProperty[name]?.[property]?.[value] ?? 0;

/** The leads counted without the property (a request from a place no office serves). */
const without = (counts: Counts, name: string, property: string) =>
  (counts.events[name] ?? 0) - sum(Object.values(counts.byProperty[name]?.[property] ?? {}));

/** Added up over both periods: whether any of the names was counted. */
const counted = (input: SummaryInput, names: readonly string[]) =>
  [input.counts.week, input.counts.before].some((counts) =>
    names.some((name) => counts.events[name]),
  );

/** The offices in the settings' order, then any other value the events named. */
const officesThen = (input: SummaryInput, others: string[]) => [
  ...input.offices,
  ...others.filter((office) => !input.offices.includes(office)),
];

/** Calls and texts, by office and line: every office, then the main line and any other. */
function tapSection(input: SummaryInput): string[] {
  const tapsOf = (counts: Counts) => {
    const byLine = new Map<string, { call: number; text: number }>();
    for (const [name, n] of Object.entries(counts.events)) {
      const tap = lineTapOf(name);
      if (!tap) continue;
      const line = byLine.get(tap.line) ?? { call: 0, text: 0 };
      line[tap.way] += n;
      byLine.set(tap.line, line);
    }
    return byLine;
  };
  const [now, then] = [tapsOf(input.counts.week), tapsOf(input.counts.before)];
  const lines = officesThen(
    input,
    [...new Set([...now.keys(), ...then.keys()])].sort((a, b) =>
      a === MAIN_LINE ? -1 : b === MAIN_LINE ? 1 : a.localeCompare(b),
    ),
  );
  const none = { call: 0, text: 0 };
  return [
    'Calls and texts, by office and line',
    ...table(
      ['Line', 'Calls', 'Texts'],
      lines.map((line) => {
        const [a, b] = [now.get(line) ?? none, then.get(line) ?? none];
        return [line, pair(a.call, b.call), pair(a.text, b.text)];
      }),
    ),
  ];
}

/** Requests by kind and by office, sent, failed and handed off; and how they were handed off. */
function requestSections(input: SummaryInput): string[] {
  const { week, before } = input.counts;
  if (!counted(input, requestNames))
    return ['Requests, by kind of form', '  None.', '', 'Requests, by office', '  None.'];
  const cell = (counts: Counts, name: string, property: string, value: string) =>
    value === NO_OFFICE ? without(counts, name, property) : count(counts, name, property, value);
  const rows = (property: 'kind' | 'office', values: string[]) =>
    values.map((value) => [
      value,
      ...requestNames.map((name) =>
        pair(cell(week, name, property, value), cell(before, name, property, value)),
      ),
    ]);
  const head = ['Sent', 'Failed', 'Handed off'];
  const unrouted = [week, before].some((counts) =>
    requestNames.some((name) => without(counts, name, 'office') > 0),
  );
  const offices = [
    ...officesThen(input, valuesOf(input, requestNames, 'office')),
    ...(unrouted ? [NO_OFFICE] : []),
  ];
  const handedOff = REQUEST_EVENTS.handedOff;
  const ways = valuesOf(input, [handedOff], 'by');
  return [
    'Requests, by kind of form',
    ...table(['Kind', ...head], rows('kind', valuesOf(input, requestNames, 'kind'))),
    '',
    'Requests, by office',
    ...table(['Office', ...head], rows('office', offices)),
    ...(ways.length
      ? [
          '',
          'Requests handed off, by how (the form could not send them)',
          ...table(
            ['By', 'Handed off'],
            ways.map((by) => [
              by,
              pair(count(week, handedOff, 'by', by), count(before, handedOff, 'by', by)),
            ]),
          ),
        ]
      : []),
  ];
}

/** The review page opened and the review form reached, by office. */
function reviewSection(input: SummaryInput): string[] {
  const names = [REVIEW_EVENTS.page, REVIEW_EVENTS.form];
  if (!counted(input, names)) return ['Reviews asked, by office', '  No review page was opened.'];
  const { week, before } = input.counts;
  return [
    'Reviews asked, by office',
    ...table(
      ['Office', 'Page opened', 'Went to review'],
      officesThen(input, valuesOf(input, names, 'office')).map((office) => [
        office,
        ...names.map((name) =>
          pair(count(week, name, 'office', office), count(before, name, 'office', office)),
        ),
      ]),
    ),
  ];
}

/** The pages the leads were made on, most first; past TOP_PAGES, the rest in one line. */
function pageSection(input: SummaryInput): string[] {
  const { week, before } = input.counts;
  const pages = [...new Set([...Object.keys(week.pages), ...Object.keys(before.pages)])].sort(
    (a, b) => (week.pages[b] ?? 0) - (week.pages[a] ?? 0) || a.localeCompare(b),
  );
  if (pages.length === 0) return ['Pages the leads were made on', '  None.'];
  const rest = pages.slice(TOP_PAGES);
  const total = (counts: Counts, some: string[]) => sum(some.map((p) => counts.pages[p] ?? 0));
  return [
    'Pages the leads were made on',
    ...table(
      ['Page', 'Leads'],
      [
        ...pages
          .slice(0, TOP_PAGES)
          .map((page) => [page, pair(total(week, [page]), total(before, [page]))]),
        ...(rest.length
          ? [
              [
                `${rest.length} other page${rest.length === 1 ? '' : 's'}`,
                pair(total(week, rest), total(before, rest)),
              ],
            ]
          : []),
      ],
    ),
  ];
}

const leadsIn = (counts: Counts) =>
  sum(
    Object.entries(counts.events)
      .filter(([name]) => isLead(name))
      .map(([, n]) => n),
  );

/** The week's leads by office and line, kind, office and page, each beside the week before. */
export function leadSummary(input: SummaryInput): Summary {
  const { week, before } = input.counts;
  const anything = (counts: Counts) => Object.keys(counts.events).length > 0;
  const title = `Leads for ${input.company}, ${periodLabel(input.week)}`;
  const subject = `${title}: ${leadsIn(week)} (${leadsIn(before)} the week before)`;
  if (!anything(week)) {
    const text = [
      title,
      '',
      `No call, text, request or review was counted in these ${daysOf(input.week)} days${anything(before) ? ` (${leadsIn(before)} leads the ${daysOf(input.before)} days before)` : ', nor in the days before'}.`,
      'If the site had visitors, check that the settings name the visit counter and that its goals are set up (README, "See your leads").',
    ].join('\n');
    return { subject, text, empty: !anything(before) };
  }
  const text = [
    title,
    `${leadsIn(week)} leads: calls, texts, and requests sent or handed off (${leadsIn(before)} the week before). In brackets: ${periodLabel(input.before)}.`,
    '',
    ...tapSection(input),
    '',
    ...requestSections(input),
    '',
    ...reviewSection(input),
    '',
    ...pageSection(input),
    '',
    'Counted without cookies: a visitor who dials a number they read, or whose browser blocks counters, is not counted.',
  ].join('\n');
  return { subject, text, empty: false };
}

const daysOf = ({ from, to }: Period) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
