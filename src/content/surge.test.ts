import { describe, expect, it } from 'vitest';
import {
  hasPromiseMark,
  inForce,
  instantOf,
  officeSurge,
  promiseMark,
  promisesAt,
  resolvePromises,
  type PagePromises,
} from './surge';

const surge = {
  office: 'calgary',
  start: '2026-12-01T06:00',
  end: '2026-12-03T18:00',
  onSiteHours: 6,
  callBackHours: 2,
  servedFirst: ['Water in living spaces'],
};
const calgary = { id: 'calgary', timeZone: 'America/Edmonton' };
const toronto = { id: 'toronto', timeZone: 'America/Toronto' };

const usual = { onSite: 'under 60 minutes', callBack: 'within 15 minutes during business hours' };
const held: PagePromises = {
  usual,
  surge: {
    words: { onSite: 'under 6 hours', callBack: 'within 2 hours during business hours' },
    startsAt: '2026-12-01T13:00:00.000Z',
    endsAt: '2026-12-04T01:00:00.000Z',
  },
};
const during = new Date('2026-12-02T12:00:00Z');
const after = new Date('2026-12-04T01:00:00Z');

describe('a surge', () => {
  it('reads its times on the office’s own clock', () => {
    // Each zone's offset as this engine's time zone data gives it, not a number typed here.
    const offset = (zone: string, at: Date) =>
      new Date(at.toLocaleString('en-US', { timeZone: zone })).getTime() -
      new Date(at.toLocaleString('en-US', { timeZone: 'UTC' })).getTime();
    for (const zone of ['America/Edmonton', 'America/Toronto', 'America/Halifax']) {
      const at = instantOf('2026-12-01T06:00', zone);
      expect(at.getTime() + offset(zone, at)).toBe(Date.UTC(2026, 11, 1, 6, 0));
    }
    expect(instantOf('2026-07-01T23:30', 'UTC').toISOString()).toBe('2026-07-01T23:30:00.000Z');
  });

  it('holds the office it names, or every office, until its end; the next build leaves it out', () => {
    const built = officeSurge(surge, calgary, during);
    expect(built).toMatchObject({ onSiteHours: 6, callBackHours: 2 });
    expect(inForce(built, during)).toBe(true);
    expect(inForce(built, new Date(built!.endsAt))).toBe(false);
    expect(inForce(built, new Date(Date.parse(built!.startsAt) - 1))).toBe(false);
    expect(officeSurge(surge, toronto, during)).toBeUndefined();
    expect(officeSurge({ ...surge, office: 'all' }, toronto, during)).toBeDefined();
    expect(officeSurge(surge, calgary, new Date(built!.endsAt))).toBeUndefined();
    expect(officeSurge(undefined, calgary, during)).toBeUndefined();
  });
});

describe('a page’s promises', () => {
  const page = (body: string) =>
    `<html><head><title>${body}</title></head><body>${body}</body></html>`;
  const mark = promiseMark('onSite');
  const promisesOf = (office: string | null) => (office === 'calgary' ? held : { usual });

  it('say the usual words where no surge holds the page, and leave no mark', () => {
    const html = resolvePromises(page(`On site in ${mark}.`), promisesOf, 'toronto', during);
    expect(html).toBe(page('On site in under 60 minutes.'));
    expect(hasPromiseMark(html)).toBe(false);
  });

  it('say the surge’s words while it is in force, in a span that carries both, plain where no span can stand', () => {
    const html = resolvePromises(
      `<title>${mark}</title><meta content="In ${mark}"><script type="application/ld+json">{"d":"${mark}"}</script><p>In ${mark}.</p>`,
      promisesOf,
      'calgary',
      during,
    );
    expect(html).toBe(
      '<title>under 6 hours</title><meta content="In under 6 hours"><script type="application/ld+json">{"d":"under 6 hours"}</script>' +
        '<p>In <span data-surge-from="2026-12-01T13:00:00.000Z" data-surge-until="2026-12-04T01:00:00.000Z" data-usual="under 60 minutes" data-surge="under 6 hours">under 6 hours</span>.</p>',
    );
  });

  it('say the usual words again once the surge has ended, still ready to swap', () => {
    const html = resolvePromises(`<p>${mark}</p>`, promisesOf, 'calgary', after);
    expect(html).toContain('data-surge="under 6 hours">under 60 minutes</span>');
  });

  it('follow the office a mark names, and its own usual words, over the page’s', () => {
    const own = promiseMark('onSite', 'calgary', 'under 90 minutes');
    expect(promisesAt(`${own}; ${mark}`, promisesOf, null, during)).toBe(
      'under 6 hours; under 60 minutes',
    );
    expect(promisesAt(own, promisesOf, null, after)).toBe('under 90 minutes');
  });

  it('escape what the owner wrote for where it stands', () => {
    const odd: PagePromises = {
      usual: { ...usual, callBack: 'within 15 minutes "on weekdays" & <days>' },
    };
    const call = promiseMark('callBack');
    const html = resolvePromises(
      `<meta content="${call}"><script>{"d":"${call}"}</script><p>${call}</p>`,
      () => odd,
      null,
      during,
    );
    expect(html).toBe(
      '<meta content="within 15 minutes &quot;on weekdays&quot; &amp; &lt;days&gt;"><script>{"d":"within 15 minutes \\"on weekdays\\" & \\u003cdays>"}</script><p>within 15 minutes &quot;on weekdays&quot; &amp; &lt;days&gt;</p>',
    );
  });
});
