import { describe, expect, it } from 'vitest';
import { maxLengths, type ContactFields } from './fields';
import {
  handoffFor,
  MAILTO_URL_MAX,
  mailtoLink,
  SHORTENED_NOTE,
  SMS_BODY_MAX,
  smsLink,
} from './handoff';
import { buildTemplateParams } from './template-params';

const fields: ContactFields = {
  name: 'Zoë O’Brien & Sons',
  phone: '403-555-0188',
  email: '',
  location: '12 Example Rd #4, Calgary T2P 1J9',
  emergencyType: 'water-damage',
  message: 'Water 5 cm deep; 50% of the basement? Yes & rising.\nSecond line.',
  company: '',
};
const paramsFor = (message: string) =>
  buildTemplateParams(
    { ...fields, message },
    {
      inbox: 'emergency@example.com',
      office: 'Office: Calgary',
      noReply: 'no-reply@example.com',
      reference: 'K7P2QX',
      submittedAt: new Date('2026-11-22T15:04:05Z'),
      sentFrom: '/services/water-damage-restoration/',
      timeZone: 'America/Edmonton',
    },
  );
const bodyOf = (href: string) => decodeURIComponent(href.slice(href.indexOf('body=') + 5));

describe('the hand-off links', () => {
  it('carry the whole request, encoded, when it fits', () => {
    const params = paramsFor(fields.message);
    const sms = smsLink('403-555-0190', params)!;
    expect(sms.href.startsWith('sms:+14035550190?body=')).toBe(true);
    expect(sms.shortened).toBe(false);
    expect(bodyOf(sms.href)).toBe(`${params.subject}\n${params.message}`);
    const mail = mailtoLink(params);
    expect(mail.shortened).toBe(false);
    const url = new URL(mail.href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('emergency@example.com');
    expect(url.searchParams.get('subject')).toBe(params.subject);
    expect(url.searchParams.get('body')).toBe(params.message);
    expect(mail.href).not.toMatch(/[ \n#]/);
  });

  it('shorten only the description, and say so, when the request is too long', () => {
    const long = 'Water everywhere. '
      .repeat(Math.ceil(maxLengths.message / 18))
      .slice(0, maxLengths.message);
    const params = paramsFor(long);
    const sms = smsLink('403-555-0190', params)!;
    const mail = mailtoLink(params);
    expect(sms.shortened && mail.shortened).toBe(true);
    expect(bodyOf(sms.href).length).toBeLessThanOrEqual(SMS_BODY_MAX);
    expect(mail.href.length).toBeLessThanOrEqual(MAILTO_URL_MAX);
    for (const text of [bodyOf(sms.href), new URL(mail.href).searchParams.get('body')!]) {
      for (const kept of [
        'Reference: K7P2QX',
        `Name: ${fields.name}`,
        `Phone: ${fields.phone}`,
        `Property Location: ${fields.location}`,
        'Office: Calgary',
        'Water everywhere.',
        SHORTENED_NOTE,
      ])
        expect(text).toContain(kept);
    }
  });

  it('offer no text message without a valid mobile number, and always the e-mail and the text', () => {
    const params = paramsFor(fields.message);
    expect(smsLink('not a number', params)).toBeNull();
    const handoff = handoffFor(params, undefined);
    expect(handoff.sms).toBeNull();
    expect(handoff.mailto.href.startsWith('mailto:')).toBe(true);
    expect(handoff.text).toBe(`${params.subject}\n\n${params.message}`);
  });
});
