import { describe, expect, it } from 'vitest';
import { emptyCounts, type Counts } from './counts';
import { leadSummary, TOP_PAGES } from './report';

const week = { from: '2026-11-23', to: '2026-11-29' };
const before = { from: '2026-11-16', to: '2026-11-22' };
const summary = (now: Counts, then = emptyCounts()) =>
  leadSummary({
    company: 'Bowmont',
    offices: ['Red Deer'],
    week,
    before,
    counts: { week: now, before: then },
  });

describe('the lead summary', () => {
  it('lists the pages most counted first, and the rest in one line', () => {
    const pages = Object.fromEntries(
      Array.from({ length: TOP_PAGES + 3 }, (_, i) => [
        `/page-${String(i).padStart(2, '0')}/`,
        i + 1,
      ]),
    );
    const text = summary({ events: { 'Call: Red Deer': 1 }, byProperty: {}, pages }).text;
    const lines = text.split('\n');
    const start = lines.indexOf('Pages the leads were made on');
    expect(lines[start + 2]!.trim()).toMatch(
      new RegExp(`^/page-${TOP_PAGES + 2}/\\s+${TOP_PAGES + 3} \\(0\\)$`),
    );
    expect(lines[start + 2 + TOP_PAGES]!.trim()).toMatch(/^3 other pages\s+6 \(0\)$/);
  });

  it('keeps a line or office the settings no longer name, after those they do', () => {
    const text = summary({
      events: { 'Call: Lacombe': 2, 'Request sent': 1 },
      byProperty: { 'Request sent': { office: { Lacombe: 1 }, kind: { callback: 1 } } },
      pages: {},
    }).text;
    expect(text).toMatch(/ {2}Red Deer\s+0 \(0\)\s+0 \(0\)\n {2}Lacombe\s+2 \(0\)\s+0 \(0\)/);
    expect(text).toMatch(/Requests, by office\n.*\n {2}Red Deer .*\n {2}Lacombe\s+1 \(0\)/);
  });

  it('lists a job application as a kind of its own, by the office that hires', () => {
    const text = summary({
      events: { 'Request sent': 3 },
      byProperty: {
        'Request sent': {
          kind: { application: 2, callback: 1 },
          office: { 'Red Deer': 3 },
        },
      },
      pages: {},
    }).text;
    expect(text).toMatch(/Requests, by kind of form\n.*\n(?:.*\n)* {2}application\s+2 \(0\)/);
    expect(text).toMatch(/Requests, by office\n.*\n {2}Red Deer\s+3 \(0\)/);
  });

  it('says a quiet week in a sentence, with the week before beside it', () => {
    const quiet = summary(emptyCounts(), {
      events: { 'Call: Red Deer': 3 },
      byProperty: {},
      pages: {},
    });
    expect(quiet.subject).toBe('Leads for Bowmont, Nov 23 – Nov 29, 2026: 0 (3 the week before)');
    expect(quiet.text).toContain(
      'No call, text, request or review was counted in these 7 days (3 leads the 7 days before).',
    );
    expect(quiet.empty).toBe(false);
  });
});
