import type { Settings } from './schema/settings.ts';
import { clockWords, DAY_SETS, minutesOf, type WeeklyHours } from '../domain/business-hours.ts';

type ResponsePromises = Settings['response'];
/** The times an office keeps: the settings', each replaced by the office's own where it has one. */
export type ResponseTimes = Pick<
  ResponsePromises,
  | 'onSiteMinutes'
  | 'acknowledgeMinutes'
  | 'policyholderCallMinutes'
  | 'scopeBusinessDays'
  | 'dryingReportHours'
>;

const count = (n: number, unit: string) => `${n} ${n === 1 ? unit : `${unit}s`}`;

/** "under 60 minutes": how soon a crew is on site, 24/7. */
export const onSiteWithin = (response: Pick<ResponsePromises, 'onSiteMinutes'>) =>
  `under ${count(response.onSiteMinutes, 'minute')}`;

/** "within 15 minutes during business hours": how soon a call-back request is answered. */
export const callBackWithin = (
  response: Pick<ResponsePromises, 'callBackMinutes' | 'callBackWhen'>,
) => `within ${count(response.callBackMinutes, 'minute')} ${response.callBackWhen}`;

/** "under 6 hours": how soon a crew is on site while a surge holds the crews. */
export const surgeOnSiteWithin = (hours: number) => `under ${count(hours, 'hour')}`;

/** "within 2 hours during business hours": the call-back while a surge holds the crews. */
export const surgeCallBackWithin = (
  hours: number,
  response: Pick<ResponsePromises, 'callBackWhen'>,
) => `within ${count(hours, 'hour')} ${response.callBackWhen}`;

/** "Within 24 hours": how soon an e-mail to the general address is answered. */
export const inquiryReplyWithin = (response: ResponsePromises) =>
  `Within ${count(response.inquiryHours, 'hour')}`;

/** The stages of a loss, in their order, as the adjusters', managers' and office pages list them. */
export const STAGES = ['acknowledge', 'callPolicyholder', 'onSite', 'scope', 'reports'] as const;
export type Stage = (typeof STAGES)[number];

/** An office's times: the settings', with its own laid over them. */
export const timesOf = (
  response: ResponseTimes,
  own: Partial<ResponseTimes> = {},
): ResponseTimes => ({ ...response, ...own });

/** When each stage happens: "within 30 minutes, any hour", "every 24 hours while it dries". */
export function stageTimes(times: ResponseTimes): Record<Stage, string> {
  return {
    acknowledge: `within ${count(times.acknowledgeMinutes, 'minute')}, any hour`,
    callPolicyholder: `within ${count(times.policyholderCallMinutes, 'minute')} of the assignment, any hour`,
    onSite: `${onSiteWithin(times)}, any hour`,
    scope: `within ${count(times.scopeBusinessDays, 'business day')} of the first visit`,
    reports: `every ${count(times.dryingReportHours, 'hour')} while the structure dries`,
  };
}

/** "8 a.m. to 6 p.m., Monday to Friday, local time". */
export const hoursWords = (hours: ResponsePromises['businessHours']) =>
  `${clockWords(hours.opens)} to ${clockWords(hours.closes)}, ${hours.days}, local time`;

/** An office's hours as the call-back's clock counts them. */
export const weeklyHours = (hours: ResponsePromises['businessHours']): WeeklyHours => ({
  days: DAY_SETS[hours.days],
  opens: minutesOf(hours.opens),
  closes: minutesOf(hours.closes),
});
