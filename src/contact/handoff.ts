import { toE164 } from '../lib/phone';
import { graphemes, wellFormed } from '../lib/text';
import type { TemplateParams } from './template-params';

/** Text-message apps take about this many characters in a prefilled body. */
export const SMS_BODY_MAX = 1000;
/** Some mail apps cut a mailto: URL longer than this. */
export const MAILTO_URL_MAX = 2000;
export const SHORTENED_NOTE = '[Description shortened to fit]';

export interface HandoffLink {
  href: string;
  /** The description was cut to fit; the visitor is told. */
  shortened: boolean;
}

/** Other ways to get a request to the office when the e-mail cannot go out. */
export interface Handoff {
  sms: HandoffLink | null;
  mailto: HandoffLink;
  /** The whole request as text, to copy. */
  text: string;
}

const DESCRIPTION_HEADING = '\n\nDescription of Damage:\n';

/** Never throws: a lone surrogate, which `encodeURIComponent` refuses, becomes U+FFFD. */
const encode = (text: string) => encodeURIComponent(wellFormed(text));

/**
 * Cuts only the description (the lines after its heading), by whole characters, until `build`
 * fits `max`; name, phone and location stay whole. The cut is marked in the text itself.
 */
function fitDescription(
  message: string,
  build: (message: string) => string,
  max: number,
): { value: string; shortened: boolean } {
  const whole = build(message);
  if (whole.length <= max) return { value: whole, shortened: false };
  // The lines above the description are one line each (template-params.ts); the description
  // may hold anything, even these very words, so its end is the last "Submitted:".
  const at = message.indexOf(DESCRIPTION_HEADING);
  const start = at < 0 ? message.length : at + DESCRIPTION_HEADING.length;
  const submitted = message.lastIndexOf('\n\nSubmitted:');
  const end = submitted < start ? message.length : submitted;
  const head = message.slice(0, start);
  const characters = graphemes(message.slice(start, end));
  const tail = message.slice(end);
  const withFirst = (count: number) =>
    build(`${head}${characters.slice(0, count).join('').trimEnd()}… ${SHORTENED_NOTE}${tail}`);
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (withFirst(mid).length <= max) low = mid;
    else high = mid - 1;
  }
  return { value: withFirst(low), shortened: true };
}

/** A text message to the office's mobile with the request's words, within what phones accept. */
export function smsLink(mobile: string, params: TemplateParams): HandoffLink | null {
  const number = toE164(mobile);
  if (!number) return null;
  const body = fitDescription(`${params.subject}\n${params.message}`, (text) => text, SMS_BODY_MAX);
  return {
    href: `sms:${number}?body=${encode(body.value)}`,
    shortened: body.shortened,
  };
}

/** An e-mail to the inbox with the same subject and message as the EmailJS e-mail. */
export function mailtoLink(params: TemplateParams): HandoffLink {
  const url = fitDescription(
    params.message,
    (message) =>
      `mailto:${params.to_email}?subject=${encode(params.subject)}&body=${encode(message)}`,
    MAILTO_URL_MAX,
  );
  return { href: url.value, shortened: url.shortened };
}

export function handoffFor(params: TemplateParams, mobile: string | undefined): Handoff {
  return {
    sms: mobile ? smsLink(mobile, params) : null,
    mailto: mailtoLink(params),
    text: `${params.subject}\n\n${params.message}`,
  };
}
