import { toE164 } from '../../lib/phone';
import { graphemes, wellFormed } from '../../lib/text';
import { messageText, type EmailRequest, type RequestMessage } from './message';

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

/** Never throws: a lone surrogate, which `encodeURIComponent` refuses, becomes U+FFFD. */
const encode = (text: string) => encodeURIComponent(wellFormed(text));

/**
 * Cuts only the description, by whole characters, until `build` fits `max`; name, phone and
 * location stay whole. The cut is marked in the text itself.
 */
function fitDescription(
  message: RequestMessage,
  build: (text: string) => string,
  max: number,
): { value: string; shortened: boolean } {
  const whole = build(messageText(message));
  if (whole.length <= max) return { value: whole, shortened: false };
  const characters = graphemes(message.description);
  const withFirst = (count: number) =>
    build(
      messageText({
        ...message,
        description: `${characters.slice(0, count).join('').trimEnd()}… ${SHORTENED_NOTE}`,
      }),
    );
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
export function smsLink(mobile: string, { params, message }: EmailRequest): HandoffLink | null {
  const number = toE164(mobile);
  if (!number) return null;
  const body = fitDescription(message, (text) => `${params.subject}\n${text}`, SMS_BODY_MAX);
  return {
    href: `sms:${number}?body=${encode(body.value)}`,
    shortened: body.shortened,
  };
}

/** An e-mail to the inbox (or to `to`) with the same subject and message as the EmailJS e-mail. */
export function mailtoLink({ params, message }: EmailRequest, to = params.to_email): HandoffLink {
  const url = fitDescription(
    message,
    (text) => `mailto:${to}?subject=${encode(params.subject)}&body=${encode(text)}`,
    MAILTO_URL_MAX,
  );
  return { href: url.value, shortened: url.shortened };
}

/**
 * The other ways for a request: a text to the office's mobile and an e-mail to its inbox; for a
 * kind with an inbox of its own (`to`: an application's careers e-mail), that e-mail alone.
 */
export function handoffFor(
  request: EmailRequest,
  mobile: string | undefined,
  to?: string,
): Handoff {
  return {
    sms: mobile && !to ? smsLink(mobile, request) : null,
    mailto: mailtoLink(request, to),
    text: `${request.params.subject}\n\n${request.params.message}`,
  };
}
