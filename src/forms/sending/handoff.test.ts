import { describe, expect, it } from 'vitest';
import { callbackKind, callbackWords } from '../../form-kinds/callback';
import type { FormValues } from '../../form-kinds/form-kind';
import {
  handoffFor,
  MAILTO_URL_MAX,
  mailtoLink,
  SHORTENED_NOTE,
  SMS_BODY_MAX,
  smsLink,
} from './handoff';
import { buildRequest } from './message';

const MESSAGE_MAX = callbackKind.fields.find(({ name }) => name === 'message')!.maxLength;

const fields: FormValues = {
  name: 'Zoë O’Brien & Sons',
  phone: '403-555-0188',
  email: '',
  location: '12 Example Rd #4, Calgary T2P 1J9',
  emergencyType: 'water-damage',
  message: 'Water 5 cm deep; 50% of the basement? Yes & rising.\nSecond line.',
  company: '',
};
const requestFor = (message = '') =>
  buildRequest(callbackKind, { ...fields, message }, callbackWords, {
    inbox: 'emergency@example.com',
    office: 'Office: Calgary',
    noReply: 'no-reply@example.com',
    reference: 'K7P2QX',
    submittedAt: new Date('2026-11-22T15:04:05Z'),
    sentFrom: '/services/water-damage-restoration/',
    timeZone: 'America/Edmonton',
  });
const bodyOf = (href: string) => decodeURIComponent(href.slice(href.indexOf('body=') + 5));

describe('the hand-off links', () => {
  it('carry the whole request, encoded, when it fits', () => {
    const request = requestFor(fields.message);
    const { params } = request;
    const sms = smsLink('403-555-0190', request)!;
    expect(sms.href.startsWith('sms:+14035550190?body=')).toBe(true);
    expect(sms.shortened).toBe(false);
    expect(bodyOf(sms.href)).toBe(`${params.subject}\n${params.message}`);
    const mail = mailtoLink(request);
    expect(mail.shortened).toBe(false);
    const url = new URL(mail.href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('emergency@example.com');
    expect(url.searchParams.get('subject')).toBe(params.subject);
    expect(url.searchParams.get('body')).toBe(params.message);
    expect(mail.href).not.toMatch(/[ \n#]/);
  });

  it('shorten only the description, and say so, when the request is too long', () => {
    const long = 'Water everywhere. '.repeat(Math.ceil(MESSAGE_MAX / 18)).slice(0, MESSAGE_MAX);
    const request = requestFor(long);
    const sms = smsLink('403-555-0190', request)!;
    const mail = mailtoLink(request);
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

  it('cut the description alone even when it repeats the lines around it', () => {
    const echo = '\n\nSubmitted: never\nSent from: nowhere\n\nDescription of Damage:\n';
    const request = requestFor(`${echo}${'Water. '.repeat(400)}${echo}`);
    for (const link of [smsLink('403-555-0190', request)!, mailtoLink(request)]) {
      const text = bodyOf(link.href);
      expect(link.shortened).toBe(true);
      expect(text.endsWith(`${SHORTENED_NOTE}\n\n${request.message.after}`)).toBe(true);
      expect(text).toContain(request.message.before);
    }
  });

  it('offer no text message without a valid mobile number, and always the e-mail and the text', () => {
    const request = requestFor(fields.message);
    const { params } = request;
    expect(smsLink('not a number', request)).toBeNull();
    const handoff = handoffFor(request, undefined);
    expect(handoff.sms).toBeNull();
    expect(handoff.mailto.href.startsWith('mailto:')).toBe(true);
    expect(handoff.text).toBe(`${params.subject}\n\n${params.message}`);
  });
});
