/**
 * Ontario's rules for a publicly advertised job posting: Employment Standards Act, 2000, Part III.1
 * (s. 8.1 to 8.5, in force 2026-01-01) and its regulation, O. Reg. 476/24 "Rules and exemptions re
 * job postings" (https://www.ontario.ca/laws/regulation/240476, read 2026-11-29):
 *
 * - s. 1: "Part III.1 of the Act does not apply to an employer that employs fewer than 25 employees
 *   on the day the publicly advertised job posting is posted." The size is the posting day's.
 * - s. 2 (2) and (3), as the Ministry and the press report them (the text itself could not be read
 *   here): the expected compensation, or a range whose two ends are at most $50,000 a year apart;
 *   neither applies to a position whose expected compensation, or the top of whose range, is more
 *   than $200,000 a year. An hourly range is measured by its yearly equivalent.
 * - The Act: a statement whether the posting is for an existing vacancy, whether artificial
 *   intelligence is used to screen, assess or select applicants, and no "requirements related to
 *   Canadian experience" in the posting or in any associated application form.
 *
 * Alberta has no such rule; elsewhere the same findings are good practice, and the build says them
 * as warnings.
 */

/** The employer size from which Ontario's posting rules apply. */
export const ONTARIO_RULES_FROM_EMPLOYEES = 25;
export const WIDEST_RANGE = 50_000;
/** Above this a year (the pay, or the range's top), a posting need not give its pay. */
export const PAY_RULE_UP_TO = 200_000;
/** A year's hours when the opening states none: 40 a week for 52 weeks. */
export const HOURS_PER_WEEK = 40;
export const WEEKS_PER_YEAR = 52;

export interface Posting {
  title: string;
  summary: string;
  pay?: { from: number; to?: number; per: 'hour' | 'year' };
  /** The hours a week the opening states: an hourly range's yearly equivalent is taken at them. */
  hoursPerWeek?: number;
  /** The opening says its pay is above $200,000 a year and leaves it out, as the law allows. */
  payAboveLimit?: boolean;
  existingVacancy?: boolean;
  artificialIntelligence?: { used: boolean; how?: string };
  asks: readonly string[];
  offers: readonly string[];
  work: readonly string[];
  /** Every other text the posting shows: its schedule, on-call terms, benefits, conditions. */
  more?: ReadonlyArray<readonly [field: string, text: string]>;
}

/** One rule a posting breaks: the field to fix, and the rule in words. */
export interface Finding {
  field: string;
  rule: string;
}

const money = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-CA')}`;

/** A pay amount as a year's: an hourly one at the opening's hours, 2,080 a year by default. */
export const yearly = (amount: number, per: 'hour' | 'year', hoursPerWeek = HOURS_PER_WEEK) =>
  per === 'hour' ? amount * hoursPerWeek * WEEKS_PER_YEAR : amount;

/**
 * A requirement of experience in Canada, by any wording, in English or French: "Canadian
 * experience", "2 years of Canadian restoration experience", "Canadian-experience an asset",
 * "experience in Canada", "must have worked in Canada", "expérience canadienne", "expérience de
 * travail au Canada". Not "experience across Canada" (an offer), nor "Canadian Red Cross".
 */
const CANADIAN_EXPERIENCE = [
  // "Canadian" then "experience", up to three words between, hyphens as spaces.
  /\bcanadian(?:\s+[\p{L}\p{N}']+){0,3}?\s+(?:experience|work\s+history)\b/u,
  // "experience … in/within/from Canada", up to four words between.
  /\bexperience(?:\s+[\p{L}\p{N}']+){0,4}?\s+(?:in|within|inside|from)\s+canada\b/u,
  // "worked / work history in Canada"; not "entitled to work in Canada", which is lawful to ask.
  /\bwork(?:ed|\s+history)(?:\s+[\p{L}\p{N}']+){0,3}?\s+(?:in|within|inside)\s+canada\b/u,
  // French: "expérience canadienne", "expérience … au Canada", "travaillé au Canada".
  /\bexp[ée]riences?(?:\s+[\p{L}\p{N}']+){0,4}?\s+(?:canadiennes?|au\s+canada|acquises?\s+au\s+canada)\b/u,
  /\bcanadiennes?\s+(?:de\s+|en\s+)?(?:travail\s+)?exp[ée]rience/u,
  /\btravaill[ée]e?s?(?:\s+[\p{L}\p{N}']+){0,3}?\s+au\s+canada\b/u,
];

/** Lower case, accents kept, hyphens and slashes as spaces, so the patterns read words. */
const wordsOf = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[‐-―\-/]+/gu, ' ')
    .replace(/[’‘]/gu, "'")
    .replace(/\s+/gu, ' ');

/** Whether a text requires, or so much as asks for, experience in Canada. */
export const asksCanadianExperience = (text: string) => {
  const words = wordsOf(text);
  return CANADIAN_EXPERIENCE.some((pattern) => pattern.test(words));
};

/**
 * Every rule the posting breaks, or none; `formTexts` are its application form's words (intro,
 * labels, hints), which the rule on Canadian experience reads too.
 */
export function postingFindings(posting: Posting, formTexts: readonly string[] = []): Finding[] {
  const found: Finding[] = [];
  const { pay } = posting;
  const hours = posting.hoursPerWeek ?? HOURS_PER_WEEK;
  const top = pay && yearly(pay.to ?? pay.from, pay.per, hours);
  if (!pay) {
    if (!posting.payAboveLimit)
      found.push({
        field: 'pay',
        rule: `gives no pay: a posting must give the expected pay or its range (one whose pay, or range's top, is above ${money(PAY_RULE_UP_TO)} a year may leave it out: say so in payAboveLimit)`,
      });
  } else if (top! > PAY_RULE_UP_TO) {
    // Above the limit, neither the pay nor the range's width is ruled.
  } else if (pay.to !== undefined) {
    // To the cent, so a range of exactly $50,000 in hourly cents is not a fraction over.
    const width =
      Math.round((yearly(pay.to, pay.per, hours) - yearly(pay.from, pay.per, hours)) * 100) / 100;
    if (width > WIDEST_RANGE)
      found.push({
        field: 'pay.to',
        rule: `makes a range ${money(width)} a year wide${pay.per === 'hour' ? ` (at ${hours} hours a week, 52 weeks)` : ''}: a posting's pay range may be at most ${money(WIDEST_RANGE)} a year wide`,
      });
  }
  if (posting.payAboveLimit && top !== undefined && top <= PAY_RULE_UP_TO)
    found.push({
      field: 'payAboveLimit',
      rule: `says the pay is above ${money(PAY_RULE_UP_TO)} a year, but the pay given tops out at ${money(top)} a year`,
    });
  if (posting.existingVacancy === undefined)
    found.push({
      field: 'existingVacancy',
      rule: 'does not say whether the posting is for an existing vacancy',
    });
  if (!posting.artificialIntelligence)
    found.push({
      field: 'artificialIntelligence',
      rule: 'does not say whether artificial intelligence is used to screen, assess or select applicants',
    });
  const texts: Array<[string, string]> = [
    ['title', posting.title],
    ['summary', posting.summary],
    ...posting.asks.map((line, i): [string, string] => [`asks[${i}]`, line]),
    ...posting.offers.map((line, i): [string, string] => [`offers[${i}]`, line]),
    ...posting.work.map((line, i): [string, string] => [`body, paragraph ${i + 1}`, line]),
    ...(posting.more ?? []).map(([field, line]): [string, string] => [field, line]),
    ...formTexts.map((text): [string, string] => [`the application form's "${text}"`, text]),
  ];
  for (const [field, line] of texts)
    if (asksCanadianExperience(line))
      found.push({
        field,
        rule: 'asks for Canadian experience: neither a posting nor its application form may require it',
      });
  return found;
}

/**
 * Whether Ontario's rules bind a posting: work in Ontario for an employer of 25 or more on the day
 * it was posted. A company that has not said its size is held to them, since the build cannot tell.
 */
export const ontarioRulesBind = (province: string, employees: number | undefined) =>
  province === 'ON' && (employees === undefined || employees >= ONTARIO_RULES_FROM_EMPLOYEES);
