import { callBackDue } from '../../domain/business-hours';
import { fillPlaceholders } from '../../lib/fill-placeholders';
import {
  callBackWithin,
  surgeCallBackWithin,
  timesOf,
  weeklyHours,
} from '../../content/response-times';
import { inForce } from '../../content/surge';
import type { AnswerTime } from '../../form-kinds/form-kind';
import type { BrowserOffice, BrowserSettings } from '../../content/browser-settings';
import { toE164 } from '../../lib/phone';

type Words = {
  callBackBy: string;
  afterHours: string;
  photos: string;
  photosLink: string;
  photosBody: string;
};

/** "10:15 a.m.", or "9:00 a.m. on Monday" when it is not the day of `from`: on the visitor's clock. */
export function timeOnClock(due: Date, from: Date): string {
  const clock = new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit' });
  const day = new Intl.DateTimeFormat('en-CA', { weekday: 'long' });
  return due.toDateString() === from.toDateString()
    ? clock.format(due)
    : `${clock.format(due)} on ${day.format(due)}`;
}

type Config = Pick<BrowserSettings, 'response'> & { offices: readonly BrowserOffice[] };

/**
 * When an office calls back a request sent at `sentAt`: the promised minutes of its own hours.
 * Without one (the offices could not be fetched), the settings' hours on the visitor's clock.
 */
const callBackOf = (office: BrowserOffice | undefined, sentAt: Date, config: Config) => {
  const minutes = callBackMinutesOf(office, sentAt, config);
  return {
    minutes,
    ...callBackDue(
      sentAt,
      weeklyHours(office?.businessHours ?? config.response.businessHours),
      office?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      minutes,
    ),
  };
};

/** The call-back's minutes for a request sent at `sentAt`: a surge's hours while it holds the office. */
const callBackMinutesOf = (office: BrowserOffice | undefined, sentAt: Date, config: Config) =>
  office?.surge && inForce(office.surge, sentAt)
    ? office.surge.callBackHours * 60
    : config.response.callBackMinutes;

/**
 * The call-back promise for a request to an office sent at `sentAt`, in words: "within 15
 * minutes during business hours", or the surge's while one holds the office.
 */
export const callBackPromise = (office: BrowserOffice | null, sentAt: Date, config: Config) =>
  office?.surge && inForce(office.surge, sentAt)
    ? surgeCallBackWithin(office.surge.callBackHours, config.response)
    : callBackWithin(config.response);

/**
 * What a visitor reads once a request is sent: the call-back as a time on their own clock (the
 * promised minutes counted in the office's business hours, on its clock), said as a wait for
 * the hours to begin when they are over or nearly so, and a text message to the office's mobile, the reference already in it, for photos.
 */
export function nextMinute(
  {
    reference,
    office: sentTo,
    sentAt,
  }: { reference: string; office: BrowserOffice | null; sentAt: Date },
  config: Config,
  words: Words,
) {
  // A request that named no office is called back by the first, as the 24/7 line answers.
  const office = sentTo ?? config.offices[0];
  const { due, openNow, minutes } = callBackOf(office, sentAt, config);
  const time = timeOnClock(due, sentAt);
  const values = { time, city: office?.city ?? '', reference };
  const mobile = office?.mobile && toE164(office.mobile);
  return {
    // Outside business hours, or too near their end for the minutes promised.
    callBack: fillPlaceholders(
      openNow && due.getTime() - sentAt.getTime() <= minutes * 60_000
        ? words.callBackBy
        : words.afterHours,
      values,
    ),
    officeId: office?.id ?? null,
    photos: mobile
      ? {
          text: fillPlaceholders(words.photos, values),
          label: fillPlaceholders(words.photosLink, values),
          href: `sms:${mobile}?body=${encodeURIComponent(fillPlaceholders(words.photosBody, values))}`,
        }
      : null,
  };
}

/**
 * When the office answers a request of a kind sent at `sentAt`: a call-back within the promised
 * minutes of the office's business hours, an assignment acknowledged within the office's minutes
 * at any hour, any other request within the settings' hours.
 */
export function answerDue(
  answer: AnswerTime,
  office: BrowserOffice | null,
  sentAt: Date,
  config: Config,
): Date {
  const after = (minutes: number) => new Date(sentAt.getTime() + minutes * 60_000);
  switch (answer) {
    case 'callBack':
      return callBackOf(office ?? config.offices[0], sentAt, config).due;
    case 'acknowledge':
      return after(timesOf(config.response, office?.response ?? undefined).acknowledgeMinutes);
    case 'inquiry':
      return after(config.response.inquiryHours * 60);
  }
}
