/**
 * Ontario's rules for a publicly advertised job posting (Employment Standards Act, Part III.1, in
 * force 2026-01-01), for work in Ontario by an employer of 25 or more employees: the expected pay
 * or a range no wider than $50,000 (not above $200,000 a year), whether the posting is for an
 * existing vacancy, whether artificial intelligence screens, assesses or selects applicants, and no
 * requirement of Canadian experience in the posting or its application form. Alberta has no such
 * rule; elsewhere the same findings are good practice, and the build says them as warnings.
 */

/** The employer size from which Ontario's posting rules apply. */
export const ONTARIO_RULES_FROM_EMPLOYEES = 25;
export const WIDEST_RANGE = 50_000;
/** Above this a year, a posting need not give its pay. */
export const PAY_RULE_UP_TO = 200_000;

export interface Posting {
  title: string;
  summary: string;
  pay?: { from: number; to?: number; per: 'hour' | 'year' };
  existingVacancy?: boolean;
  artificialIntelligence?: { used: boolean; how?: string };
  asks: readonly string[];
  offers: readonly string[];
  work: readonly string[];
}

/** One rule a posting breaks: the field to fix, and the rule in words. */
export interface Finding {
  field: string;
  rule: string;
}

const CANADIAN_EXPERIENCE = /canadian\s+(?:work\s+|job\s+|field\s+)?experience/iu;

const money = (dollars: number) => `$${dollars.toLocaleString('en-CA')}`;

/** Every rule the posting breaks, or none; `formLabels` are its application form's questions. */
export function postingFindings(posting: Posting, formLabels: readonly string[] = []): Finding[] {
  const found: Finding[] = [];
  const { pay } = posting;
  if (!pay)
    found.push({
      field: 'pay',
      rule: 'gives no pay: a posting must give the expected pay or its range',
    });
  else if (
    pay.to !== undefined &&
    pay.to - pay.from > WIDEST_RANGE &&
    !(pay.per === 'year' && pay.from > PAY_RULE_UP_TO)
  )
    found.push({
      field: 'pay.to',
      rule: `makes a range ${money(pay.to - pay.from)} wide: a posting's pay range may be at most ${money(WIDEST_RANGE)} wide`,
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
    ...formLabels.map((label): [string, string] => [`the application form's "${label}"`, label]),
  ];
  for (const [field, line] of texts)
    if (CANADIAN_EXPERIENCE.test(line))
      found.push({
        field,
        rule: 'asks for Canadian experience: neither a posting nor its application form may require it',
      });
  return found;
}

/**
 * Whether Ontario's rules bind a posting: work in Ontario for an employer of 25 or more. A company
 * that has not said its size is held to them, since the build cannot tell.
 */
export const ontarioRulesBind = (province: string, employees: number | undefined) =>
  province === 'ON' && (employees === undefined || employees >= ONTARIO_RULES_FROM_EMPLOYEES);
