import type { Settings } from './schema/settings.ts';

type ResponsePromises = Settings['response'];

const count = (n: number, unit: string) => `${n} ${n === 1 ? unit : `${unit}s`}`;

/** "under 60 minutes": how soon a crew is on site, 24/7. */
export const onSiteWithin = (response: ResponsePromises) =>
  `under ${count(response.onSiteMinutes, 'minute')}`;

/** "within 15 minutes during business hours": how soon a call-back request is answered. */
export const callBackWithin = (response: ResponsePromises) =>
  `within ${count(response.callBackMinutes, 'minute')} ${response.callBackWhen}`;

/** "Within 24 hours": how soon an e-mail to the general address is answered. */
export const inquiryReplyWithin = (response: ResponsePromises) =>
  `Within ${count(response.inquiryHours, 'hour')}`;
