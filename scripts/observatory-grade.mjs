// @ts-check
/**
 * The header tests of Mozilla's HTTP Observatory (github.com/mdn/mdn-http-observatory,
 * src/analyzer/tests/ and src/grader/charts.js, read 2026-11-29), applied to one response's
 * headers as a host's file gives them: so a test can grade `_headers`, `vercel.json` and the nginx
 * snippets path by path, with no server, certificate or network. The tests that need the live site
 * are left to the scanner: the http-to-https redirect (the host's, or certbot's on nginx) and
 * Subresource Integrity, which gives 0 when every script is the site's own (a file check holds the
 * pages to that).
 */

/** Sources the Observatory counts as too broad, and as inline code. */
const BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(?:sha256|sha384|sha512|nonce)-/;
const PRIVATE_REFERRERS = new Set([
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
]);
const UNSAFE_REFERRERS = new Set([
  'origin',
  'origin-when-cross-origin',
  'unsafe-url',
  'no-referrer-when-downgrade',
]);

/**
 * @typedef {{ test: string, result: string, modifier: number }} Verdict
 * @typedef {{ score: number, grade: string, verdicts: Verdict[] }} Grade
 */

/**
 * The policy as the Observatory reads it: every policy of the header (a comma joins several, as a
 * host that repeats the header does), each directive with the sources every policy allows; null
 * when a policy names a directive twice, which it counts as a policy it cannot parse.
 * @param {string} header
 * @returns {Map<string, Set<string>> | null}
 */
function parsePolicy(header) {
  /** @type {Map<string, Set<string>>} */
  const merged = new Map();
  for (const policy of header.split(',')) {
    const seen = new Set();
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
      if (!name) continue;
      if (seen.has(name)) return null;
      seen.add(name);
      const earlier = merged.get(name);
      // Two policies both apply: a request passes only what both allow.
      merged.set(
        name,
        earlier ? new Set(sources.filter((source) => earlier.has(source))) : new Set(sources),
      );
    }
  }
  return merged;
}

/** @param {string | undefined} header @returns {Verdict} */
function contentSecurityPolicy(header) {
  const test = 'content-security-policy';
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 };
  const policy = parsePolicy(header);
  if (!policy) return { test, result: 'csp-header-invalid', modifier: -25 };
  const fallback = policy.get('default-src');
  const sources = (/** @type {string} */ name) => new Set(policy.get(name) ?? fallback ?? ['*']);
  const script = sources('script-src');
  const style = sources('style-src');
  const object = sources('object-src');
  // A hash or nonce makes a browser ignore 'unsafe-inline' beside it.
  for (const list of [script, style])
    if ([...list].some((source) => HASH_OR_NONCE.test(source))) list.delete("'unsafe-inline'");
  const any = (/** @type {Set<string>} */ list, /** @type {Set<string>} */ bad) =>
    [...list].some((source) => bad.has(source));
  if (any(script, new Set([...BROAD, ...INLINE])) || any(object, BROAD))
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if ([...policy.values()].some((list) => [...list].some((source) => source.startsWith('http:'))))
    return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (any(style, new Set([...BROAD, ...INLINE])))
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  if (fallback?.size === 1 && fallback.has("'none'"))
    return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

/** @param {string | undefined} header @returns {Verdict} */
function strictTransportSecurity(header) {
  const test = 'strict-transport-security';
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 };
  // A header set twice (joined with a comma) is invalid, as is one without its max-age.
  const maxAge = header
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='));
  if (!maxAge || header.includes(','))
    return { test, result: 'hsts-header-invalid', modifier: -20 };
  // Six months, as the Observatory rounds it (15,552,000 s).
  return Number.parseInt(maxAge.slice('max-age='.length), 10) >= 15_552_000
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

/** @param {string | undefined} header @returns {Verdict} */
function contentTypeOptions(header) {
  const test = 'x-content-type-options';
  if (!header) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

/**
 * @param {string | undefined} header
 * @param {string | undefined} policy
 * @returns {Verdict}
 */
function frameOptions(header, policy) {
  const test = 'x-frame-options';
  const ancestors = policy && parsePolicy(policy)?.get('frame-ancestors');
  if (ancestors && ![...ancestors].some((source) => BROAD.has(source)))
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  if (!header) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  return ['deny', 'sameorigin'].includes(header.trim().toLowerCase())
    ? { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
    : { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

/** @param {string | undefined} header @returns {Verdict} */
function referrerPolicy(header) {
  const test = 'referrer-policy';
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  // A browser takes the last policy it knows.
  const known = header
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => PRIVATE_REFERRERS.has(value) || UNSAFE_REFERRERS.has(value));
  const last = known.at(-1);
  if (!last) return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
  return PRIVATE_REFERRERS.has(last)
    ? { test, result: 'referrer-policy-private', modifier: 5 }
    : { test, result: 'referrer-policy-unsafe', modifier: -5 };
}

/** @param {string | undefined} header @returns {Verdict} */
function crossOriginResourcePolicy(header) {
  const test = 'cross-origin-resource-policy';
  const value = header?.trim().toLowerCase();
  if (!value) return { test, result: 'corp-not-implemented', modifier: 0 };
  if (value === 'same-origin')
    return { test, result: 'corp-implemented-with-same-origin', modifier: 10 };
  if (value === 'same-site')
    return { test, result: 'corp-implemented-with-same-site', modifier: 10 };
  if (value === 'cross-origin')
    return { test, result: 'corp-implemented-with-cross-origin', modifier: 0 };
  return { test, result: 'corp-header-invalid', modifier: -5 };
}

/** @param {Record<string, string>} headers @returns {Verdict[]} */
function cookiesAndSharing(headers) {
  const has = (/** @type {string} */ name) =>
    Object.keys(headers).some((key) => key.toLowerCase() === name);
  return [
    has('set-cookie')
      ? { test: 'cookies', result: 'cookies-set (graded by the scanner)', modifier: -20 }
      : { test: 'cookies', result: 'cookies-not-found', modifier: 0 },
    has('access-control-allow-origin')
      ? {
          test: 'cross-origin-resource-sharing',
          result: 'cors-set (graded by the scanner)',
          modifier: -50,
        }
      : {
          test: 'cross-origin-resource-sharing',
          result: 'cross-origin-resource-sharing-not-implemented',
          modifier: 0,
        },
  ];
}

/** The most each test gives; a verdict below it is a point left. */
const BEST = {
  'content-security-policy': 10,
  'x-frame-options': 5,
  'referrer-policy': 5,
  'cross-origin-resource-policy': 10,
};

/**
 * The verdicts that give less than their test's best, each by its result.
 * @param {Verdict[]} verdicts
 */
export const shortOf = (verdicts) =>
  verdicts
    .filter(
      (verdict) => verdict.modifier < (BEST[/** @type {keyof typeof BEST} */ (verdict.test)] ?? 0),
    )
    .map((verdict) => verdict.result);

/** The Observatory's grades by score, highest first. */
const GRADES = /** @type {const} */ ([
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]);

/**
 * One response's grade by its headers: 100, less each penalty; the bonuses count only when what
 * is left is 90 or more.
 * @param {Record<string, string>} headers
 * @returns {Grade}
 */
export function observatoryGrade(headers) {
  /** @type {Record<string, string>} */
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const policy = lower['content-security-policy'];
  const verdicts = [
    contentSecurityPolicy(policy),
    strictTransportSecurity(lower['strict-transport-security']),
    contentTypeOptions(lower['x-content-type-options']),
    frameOptions(lower['x-frame-options'], policy),
    referrerPolicy(lower['referrer-policy']),
    crossOriginResourcePolicy(lower['cross-origin-resource-policy']),
    ...cookiesAndSharing(headers),
  ];
  const penalties = verdicts.filter((v) => v.modifier < 0).reduce((sum, v) => sum + v.modifier, 0);
  const bonuses = verdicts.filter((v) => v.modifier > 0).reduce((sum, v) => sum + v.modifier, 0);
  const base = Math.max(0, 100 + penalties);
  const score = base >= 90 ? base + bonuses : base;
  const grade = GRADES.find(([floor]) => score >= floor)?.[1] ?? 'F';
  return { score, grade, verdicts };
}
