import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../content/load-content';
import { paths } from '../domain/paths';
import {
  DELIVERY_ENV,
  KEYS,
  UMAMI_USER,
  daysFrom,
  startStandIns,
  type StoredEvent,
  type UmamiValues,
} from '../../tests/fixtures/stand-in-stats';
import { runLeads } from './run';

// The owner's own offices: the test names them as the settings do, never the example's.
const { siteConfig } = await loadContent();
const [first, second] = siteConfig.offices;
const zone = first.timeZone;

// Monday 30 November 2026: the week is the 23rd to the 29th, the week before the 16th to the 22nd.
const TODAY = '2026-11-30';
const week = daysFrom('2026-11-23');
const before = daysFrom('2026-11-16');
const home = paths.home;
const officePage = paths.location(first.id);

/** `n` events of one name and props, spread over the days given. */
const times = (n: number, days: string[], event: Omit<StoredEvent, 'day'>): StoredEvent[] =>
  Array.from({ length: n }, (_, i) => ({ ...event, day: days[i % days.length]! }));

// The names are written out as the site sends them: renaming one the site sends breaks this test.
const city = first.city;
const EVENTS: StoredEvent[] = [
  ...times(5, week, { name: 'pageview', page: home }),
  ...times(3, week, { name: `Call: ${city}`, page: officePage, props: { office: city } }),
  ...times(1, week, { name: `Call: ${city}`, page: home, props: { office: city } }),
  ...times(2, week, { name: `Text: ${city}`, page: home, props: { office: city } }),
  ...times(1, week, { name: 'Call: 24/7 line', page: home, props: { office: '24/7 line' } }),
  ...(second
    ? times(1, week, {
        name: `Call: ${second.city}`,
        page: paths.location(second.id),
        props: { office: second.city },
      })
    : []),
  ...times(2, week, {
    name: 'Request sent',
    page: home,
    props: { kind: 'callback', office: city },
  }),
  ...times(1, week, {
    name: 'Request sent',
    page: home,
    props: { kind: 'assignment', office: city },
  }),
  ...times(1, week, { name: 'Request sent', page: home, props: { kind: 'callback' } }),
  ...times(1, week, {
    name: 'Request failed',
    page: home,
    props: { kind: 'callback', office: city },
  }),
  ...times(1, week, {
    name: 'Request handed off',
    page: home,
    props: { kind: 'callback', office: city, by: 'copy' },
  }),
  ...times(2, week, {
    name: 'Review page opened',
    page: paths.review(first.id),
    props: { office: city },
  }),
  ...times(1, week, {
    name: 'Review form opened',
    page: paths.review(first.id),
    props: { office: city },
  }),
  // The week before.
  ...times(1, before, { name: `Call: ${city}`, page: officePage, props: { office: city } }),
  ...times(1, before, {
    name: 'Request sent',
    page: home,
    props: { kind: 'callback', office: city },
  }),
  ...times(1, before, {
    name: 'Review page opened',
    page: paths.review(first.id),
    props: { office: city },
  }),
  // Outside both: today, and three weeks ago.
  ...times(4, [TODAY, '2026-11-09'], {
    name: `Call: ${city}`,
    page: home,
    props: { office: city },
  }),
];

const PLAUSIBLE_SITE = 'www.owner-site.ca';
const UMAMI_WEBSITE = '5b1c4e8e-0000-4e8e-9a35-0d6f3c2b7e10';
let standIns: Awaited<ReturnType<typeof startStandIns>>;
let empty: Awaited<ReturnType<typeof startStandIns>>;
const dirs: string[] = [];

/** The owner's settings with a visit counter at `origin`, laid over content/. */
function counting(provider: 'plausible' | 'umami', origin: string) {
  const dir = mkdtempSync(join(tmpdir(), 'leads-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'settings'));
  const settings = JSON.parse(readFileSync('content/settings/site.json', 'utf8'));
  settings.analytics = {
    provider,
    origin,
    site: provider === 'plausible' ? PLAUSIBLE_SITE : UMAMI_WEBSITE,
    processor: 'A stand-in for the tests',
  };
  writeFileSync(join(dir, 'settings/site.json'), JSON.stringify(settings));
  return dir;
}

// Each test its own stand-ins: a test that fails with requests still under way leaves them to
// servers no later test reads.
beforeEach(async () => {
  const options = { plausibleSite: PLAUSIBLE_SITE, umamiWebsite: UMAMI_WEBSITE, zone };
  standIns = await startStandIns({ ...options, events: EVENTS });
  empty = await startStandIns({ ...options, events: [] });
});
afterEach(async () => {
  await standIns.close();
  await empty.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const plausible = (
  origin: string,
  key = KEYS.good,
  options: Partial<Parameters<typeof runLeads>[0]> = {},
) =>
  runLeads({
    days: 7,
    today: TODAY,
    content: counting('plausible', origin),
    send: [],
    dryRun: false,
    env: { PLAUSIBLE_API_KEY: key },
    ...options,
  });

const umami = (
  origin: string,
  env: Record<string, string>,
  options: Partial<Parameters<typeof runLeads>[0]> = {},
) =>
  runLeads({
    days: 7,
    today: TODAY,
    content: counting('umami', origin),
    send: [],
    dryRun: false,
    env,
    ...options,
  });

/** Umami Cloud at the stand-in, with a key. */
const cloudAt = (origin: string, key = KEYS.good) => ({
  UMAMI_API_KEY: key,
  UMAMI_API_URL: `${origin}/v1`,
});

/** A section's rows, each as its cells: the lines under its heading, to the blank line. */
function rowsUnder(printed: string[], heading: string): string[][] {
  const lines = printed.join('\n').split('\n');
  const start = lines.indexOf(heading);
  expect(start, `no section "${heading}"`).toBeGreaterThan(-1);
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end).map((line) => line.trim().split(/\s{3,}/));
}

const row = (rows: string[][], first: string) => rows.find((cells) => cells[0] === first);

/** The numbers EVENTS make, as every provider's summary must print them. */
function expectTheWeek(printed: string[]) {
  const leads = 4 + 2 + 1 + (second ? 1 : 0) + 4 + 1;
  expect(printed[0]).toBe(
    `Leads for ${siteConfig.companyName}, Nov 23 – Nov 29, 2026: ${leads} (2 the week before)`,
  );
  const taps = rowsUnder(printed, 'Calls and texts, by office and line');
  expect(taps[0]).toEqual(['Line', 'Calls', 'Texts']);
  expect(row(taps, city)).toEqual([city, '4 (1)', '2 (0)']);
  if (second) expect(row(taps, second.city)).toEqual([second.city, '1 (0)', '0 (0)']);
  expect(row(taps, '24/7 line')).toEqual(['24/7 line', '1 (0)', '0 (0)']);
  // Every office has its row, counted or not.
  expect(taps.length).toBe(1 + siteConfig.offices.length + 1);

  const kinds = rowsUnder(printed, 'Requests, by kind of form');
  expect(kinds[0]).toEqual(['Kind', 'Sent', 'Failed', 'Handed off']);
  expect(row(kinds, 'callback')).toEqual(['callback', '3 (1)', '1 (0)', '1 (0)']);
  expect(row(kinds, 'assignment')).toEqual(['assignment', '1 (0)', '0 (0)', '0 (0)']);

  const offices = rowsUnder(printed, 'Requests, by office');
  expect(row(offices, city)).toEqual([city, '3 (1)', '1 (0)', '1 (0)']);
  expect(row(offices, '(no office named)')).toEqual([
    '(no office named)',
    '1 (0)',
    '0 (0)',
    '0 (0)',
  ]);

  expect(
    rowsUnder(printed, 'Requests handed off, by how (the form could not send them)'),
  ).toContainEqual(['copy', '1 (0)']);
  const reviews = rowsUnder(printed, 'Reviews asked, by office');
  expect(row(reviews, city)).toEqual([city, '2 (1)', '1 (0)']);

  const pages = rowsUnder(printed, 'Pages the leads were made on');
  expect(row(pages, home)).toEqual([home, '9 (1)']);
  expect(row(pages, officePage)).toEqual([officePage, '3 (1)']);
  expect(pages.flat().join(' ')).not.toContain(paths.review(first.id));
}

describe('npm run leads, from Plausible’s Stats API v2', () => {
  it('prints the week by office and line, kind, office, reviews and page, beside the week before', async () => {
    expectTheWeek(await plausible(standIns.origin));
    const queries = standIns.received.filter((each) => each.path === '/api/v2/query');
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(JSON.parse(query.body).site_id).toBe(PLAUSIBLE_SITE);
  });

  it('says what to do when the key is missing, refused, without the plan, or limited', async () => {
    await expect(plausible(standIns.origin, '')).rejects.toThrow(
      /^PLAUSIBLE_API_KEY is not set\. Make a Stats API key at Plausible/,
    );
    await expect(plausible(standIns.origin, KEYS.refused)).rejects.toThrow(
      /^Plausible refused the request \(401\)\. It said: "Invalid API key or site ID.*Either PLAUSIBLE_API_KEY is not a key Plausible knows, or the settings' site, "www\.owner-site\.ca", is not/,
    );
    await expect(plausible(standIns.origin, KEYS.noPlan)).rejects.toThrow(
      /^Plausible does not let this account read its statistics through the API \(402\): the plan may not include it/,
    );
    await expect(plausible(standIns.origin, KEYS.limited)).rejects.toThrow(
      /^Plausible is limiting requests \(429\)\. It said: "Too many API requests.*" A key may make 600 requests an hour.*Run it again in an hour\.$/,
    );
    await expect(plausible('http://127.0.0.1:9')).rejects.toThrow(
      /^Plausible could not be reached at http:\/\/127\.0\.0\.1:9\/api\/v2\/query/,
    );
  });

  it('says plainly that a week had no events', async () => {
    const printed = (await plausible(empty.origin)).join('\n');
    expect(printed).toContain(
      'No call, text, request or review was counted in these 7 days, nor in the days before.',
    );
    expect(printed).toContain('README, "See your leads"');
  });
});

describe('npm run leads, from Umami’s API', () => {
  it('signs in to a server of the company’s own and prints the same numbers', async () => {
    expectTheWeek(await umami(standIns.origin, UMAMI_USER_ENV));
    expect(standIns.received.some((each) => each.path === '/api/auth/login')).toBe(true);
  });

  it('reads Umami Cloud with its API key and prints the same numbers', async () => {
    expectTheWeek(
      await umami(standIns.origin, {
        UMAMI_API_KEY: KEYS.good,
        UMAMI_API_URL: `${standIns.origin}/v1`,
      }),
    );
  });

  it('says what to do without a key, with a wrong password, key or website ID, without the plan, or limited', async () => {
    await expect(umami(standIns.origin, {})).rejects.toThrow(
      /^Neither UMAMI_API_KEY .* nor UMAMI_USERNAME and UMAMI_PASSWORD/,
    );
    await expect(
      umami(standIns.origin, { UMAMI_USERNAME: UMAMI_USER.username, UMAMI_PASSWORD: 'wrong' }),
    ).rejects.toThrow(
      /^Umami did not sign in "owner" at http:\S+ \(401\): the password \(UMAMI_PASSWORD\) or the username \(UMAMI_USERNAME\) is wrong\./,
    );
    // The settings' site is the website's address, not its ID.
    const settingsWithAddress = () => {
      const dir = counting('umami', standIns.origin);
      const file = join(dir, 'settings/site.json');
      const settings = JSON.parse(readFileSync(file, 'utf8'));
      settings.analytics.site = 'www.owner-site.ca';
      writeFileSync(file, JSON.stringify(settings));
      return dir;
    };
    const withAddress = (env: Record<string, string>) =>
      umami(standIns.origin, env, { content: settingsWithAddress() });
    await expect(withAddress(UMAMI_USER_ENV)).rejects.toThrow(
      /^Umami signed "owner" in, but refused them website www\.owner-site\.ca \(401\): it is not the ID of a website this user can view\. The settings' site .* must be the website's ID/,
    );
    await expect(withAddress(cloudAt(standIns.origin))).rejects.toThrow(
      /^Umami Cloud took UMAMI_API_KEY, but refused website www\.owner-site\.ca \(401\): it is not the ID of a website this key's account can view\./,
    );
    await expect(umami(standIns.origin, cloudAt(standIns.origin, KEYS.refused))).rejects.toThrow(
      /^Umami Cloud refused UMAMI_API_KEY \(401\): it is not a key Umami Cloud knows/,
    );
    await expect(umami(standIns.origin, cloudAt(standIns.origin, KEYS.noPlan))).rejects.toThrow(
      /\(403\): the plan may not include it/,
    );
    await expect(umami(standIns.origin, cloudAt(standIns.origin, KEYS.limited))).rejects.toThrow(
      /^Umami is limiting requests \(429\)\..* Umami Cloud allows each API key 50 calls every 15 seconds, and the summary keeps under that by itself: something else is using the same key\. Run it again in a minute\.$/,
    );
  });

  it('says plainly that a week had no events', async () => {
    const printed = (await umami(empty.origin, UMAMI_USER_ENV)).join('\n');
    expect(printed).toContain('No call, text, request or review was counted in these 7 days');
  });
});

describe('answers the summary cannot read, said in a sentence', () => {
  /** Stand-ins of the same events, whose Umami reads `/event-data/values` as `reads` says. */
  async function umamiThat(reads: UmamiValues) {
    const server = await startStandIns({
      plausibleSite: PLAUSIBLE_SITE,
      umamiWebsite: UMAMI_WEBSITE,
      zone,
      events: EVENTS,
      umamiValues: reads,
    });
    try {
      return await umami(server.origin, UMAMI_USER_ENV).then(
        (printed) => printed,
        (error: Error) => error,
      );
    } finally {
      await server.close();
    }
  }

  it('reads Umami 2.13 to 2.20, which know the event as eventName, with the same numbers', async () => {
    const printed = await umamiThat('eventName');
    if (printed instanceof Error) throw printed;
    expectTheWeek(printed);
  });

  it('names the version to upgrade to when the server has no breakdowns, never an empty table', async () => {
    const absent = await umamiThat('absent');
    expect(absent).toBeInstanceOf(Error);
    expect((absent as Error).message).toMatch(
      /^The Umami server at http:\S+ has no \/event-data\/values \(404\).*older than Umami 2\.13\.0\. Upgrade it to the latest Umami 3/,
    );
    const hollow = await umamiThat('empty');
    expect(hollow).toBeInstanceOf(Error);
    expect((hollow as Error).message).toMatch(
      /^Umami counted 17 calls, texts, requests and reviews \(4 × Request sent, 1 × Request failed, 1 × Request handed off, 2 × Review page opened and 5 more\) from 2026-11-23 to 2026-11-29, but none of them in its breakdowns by office, kind or page, so the summary would be wrong and is not made\. The Umami server at http:\S+ may be older than the summary reads \(Umami 2\.13\.0 or later/,
    );
  });

  /** A stand-in of `instead` at an address of its own, and the run's error against it. */
  async function failing(
    instead: 'a sign-in page' | 'other JSON' | 'nothing',
    run: (origin: string) => Promise<unknown>,
  ) {
    const server = await startStandIns({
      plausibleSite: PLAUSIBLE_SITE,
      umamiWebsite: UMAMI_WEBSITE,
      zone,
      events: [],
      instead,
    });
    try {
      const error = await run(server.origin).then(
        () => new Error('it printed a summary'),
        (error: Error) => error,
      );
      return { origin: server.origin, message: error.message };
    } finally {
      await server.close();
    }
  }

  it('names the address and what came back when it is a page, not JSON, or JSON of another shape', async () => {
    const page = await failing('a sign-in page', (origin) => plausible(origin));
    expect(page.message).toBe(
      `Plausible answered ${page.origin}/api/v2/query with text/html; charset=utf-8, not the JSON its API gives: "Sign in to continue Sign in …". A sign-in page or a proxy may stand in front of it: check the address in the settings.`,
    );
    const signIn = await failing('a sign-in page', (origin) => umami(origin, UMAMI_USER_ENV));
    expect(signIn.message).toMatch(
      `Umami answered ${signIn.origin}/api/auth/login with text/html; charset=utf-8, not the JSON`,
    );
    const other = await failing('other JSON', (origin) => plausible(origin));
    expect(other.message).toMatch(
      new RegExp(
        `^Plausible answered ${other.origin}/api/v2/query in a shape the summary does not read \\(.* at results\\): "\\{"status":"ok","data":null\\}"`,
      ),
    );
  });

  // Its own limit gives up, not the test's: a run that waited on would hang past the test's net.
  it('gives up on a provider that does not answer, within the time it allows, and says so', async () => {
    const hung = await failing('nothing', (origin) =>
      plausible(origin, KEYS.good, { timeoutMs: 1_000 }),
    );
    expect(hung.message).toBe(
      `Plausible did not answer at ${hung.origin}/api/v2/query within 1 second. The server may be down or overloaded: run it again later, or check the address in the settings.`,
    );
  });

  it('keeps a company of twenty lines under Umami Cloud’s 50 calls in 15 seconds', async () => {
    // A clock of the test's own: the pacing's waits pass at once, and the stand-in keeps the
    // rate by the same clock.
    let now = Date.parse('2026-11-30T13:00:00Z');
    const clock = { now: () => now, sleep: async (ms: number) => void (now += ms) };
    const lines = Array.from(
      { length: 20 },
      (_, i) => siteConfig.offices[i]?.city ?? `Line ${i + 1}`,
    );
    const events = lines.flatMap((line) =>
      (['Call', 'Text'] as const).flatMap((way) =>
        times(2, [week[0]!, before[0]!], {
          name: `${way}: ${line}`,
          page: home,
          props: { office: line },
        }),
      ),
    );
    const server = await startStandIns({
      plausibleSite: PLAUSIBLE_SITE,
      umamiWebsite: UMAMI_WEBSITE,
      zone,
      events: [
        ...events,
        ...times(2, [...week, ...before], {
          name: 'Request sent',
          page: home,
          props: { kind: 'callback', office: lines[0]! },
        }),
      ],
      now: clock.now,
    });
    try {
      const printed = await umami(server.origin, cloudAt(server.origin), { clock });
      const taps = rowsUnder(printed, 'Calls and texts, by office and line');
      for (const line of lines) expect(row(taps, line)).toEqual([line, '1 (1)', '1 (1)']);
      const calls = server.received.filter((each) => each.path.startsWith('/v1/')).length;
      expect(calls).toBeGreaterThan(50);
      // It waited rather than be refused: the run took at least one window of 15 seconds.
      expect(now - Date.parse('2026-11-30T13:00:00Z')).toBeGreaterThanOrEqual(15_000);
    } finally {
      await server.close();
    }
  });
});

const UMAMI_USER_ENV = { UMAMI_USERNAME: UMAMI_USER.username, UMAMI_PASSWORD: UMAMI_USER.password };

describe('sending the summary', () => {
  const env = () => ({
    ...DELIVERY_ENV,
    VITE_EMAILJS_ORIGIN: standIns.origin,
    GITHUB_API_URL: standIns.origin,
  });
  const run = (dryRun: boolean, overrides: Record<string, string | undefined> = {}) =>
    runLeads({
      days: 7,
      today: TODAY,
      content: counting('plausible', standIns.origin),
      send: ['email', 'issue'],
      dryRun,
      env: { ...env(), ...overrides },
    });

  it('e-mails it through EmailJS’s REST API and keeps one issue up to date', async () => {
    await run(false);
    await run(false);
    const mails = standIns.received.filter((each) => each.path === '/api/v1.0/email/send');
    expect(mails.length).toBe(2);
    const mail = JSON.parse(mails[0]!.body);
    expect(mail).toMatchObject({
      service_id: 'service_owner',
      template_id: 'template_leads',
      user_id: 'owner-public-key',
      accessToken: 'owner-private-key',
    });
    expect(Object.keys(mail.template_params).sort()).toEqual(['message', 'subject']);
    expectTheWeek([mail.template_params.subject, '', mail.template_params.message]);
    expect(standIns.issues.length).toBe(1);
    expect(standIns.issues[0]!.title).toBe('Weekly leads');
    expect(standIns.issues[0]!.body).toContain(mail.template_params.subject);
  });

  it('says what is not set before it reads anything, and a dry run sends nothing', async () => {
    await expect(
      run(false, { EMAILJS_PRIVATE_KEY: undefined, GITHUB_TOKEN: undefined }),
    ).rejects.toThrow(
      'Not set, so the summary cannot be sent: EMAILJS_PRIVATE_KEY (for email), GITHUB_TOKEN (for issue).',
    );
    const sent = standIns.received.length;
    const printed = (await run(true)).join('\n');
    expect(printed).toContain(
      'Would e-mail it through EmailJS, to the address its template template_leads names.',
    );
    expect(printed).toContain('Would post it to the issue "Weekly leads" of owner/site.');
    expect(
      standIns.received
        .slice(sent)
        .some((each) => each.method !== 'POST' || !each.path.startsWith('/api/v2/query')),
    ).toBe(false);
  });
});

describe('the command', () => {
  const command = async (content: string, env: Record<string, string>) =>
    promisify(execFile)(
      process.execPath,
      ['scripts/leads.mjs', '--days', '7', '--content', content],
      { env: { ...process.env, ...env } },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);

  it('prints a refusal, or a page that is not the API, as one sentence, with no stack trace, and fails', async () => {
    const refused = await command(counting('plausible', standIns.origin), {
      PLAUSIBLE_API_KEY: KEYS.refused,
    });
    expect('code' in refused && refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(/^✖ Plausible refused the request \(401\)\./);
    expect(refused.stderr).not.toMatch(/\n\s+at /);

    const page = await startStandIns({
      plausibleSite: PLAUSIBLE_SITE,
      umamiWebsite: UMAMI_WEBSITE,
      zone,
      events: [],
      instead: 'a sign-in page',
    });
    try {
      const answered = await command(counting('umami', page.origin), UMAMI_USER_ENV);
      expect('code' in answered && answered.code).toBe(1);
      expect(answered.stderr.trim()).toMatch(/^✖ Umami answered \S+ with text\/html/);
      expect(answered.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await page.close();
    }
  });
});
