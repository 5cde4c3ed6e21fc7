// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { maxLengths, type ContactFields } from './fields';
import { buildRequest, formatSubmissionTime, type Addressing } from './template-params';

/** The template parameters the form sends for a request. */
const paramsFor = (fields: ContactFields, addressing: Addressing) =>
  buildRequest(fields, addressing).params;

const fields: ContactFields = {
  name: '  Jane Smith ',
  phone: '403-555-0188',
  email: 'jane@example.net',
  location: '12 Example Road NW, Calgary',
  emergencyType: 'water-damage',
  message: 'Basement flooded after a pipe burst.',
  company: '',
};

const addressing = {
  inbox: 'emergency@example.com',
  office: 'Office: Calgary',
  noReply: 'no-reply@example.com',
  reference: 'K7P2QX',
  submittedAt: new Date('2026-11-22T15:04:05Z'),
  timeZone: 'America/Edmonton',
  sentFrom: '/locations/calgary/',
};

describe('the template parameters', () => {
  it('addresses the request to the inbox, replying to the visitor', () => {
    const params = paramsFor(fields, addressing);
    expect(params).toMatchObject({
      to_email: 'emergency@example.com',
      reply_to: 'jane@example.net',
      from_name: 'Jane Smith',
      subject: 'Emergency Contact: Water Damage / Flooding',
    });
    expect(Object.keys(params).sort()).toEqual([
      'from_name',
      'message',
      'reply_to',
      'subject',
      'to_email',
    ]);
  });

  it('writes every field, the reference, a dated, zoned time and the page it came from in the message', () => {
    const lines = paramsFor(fields, addressing).message.split('\n');
    // The time's punctuation is the ICU data's ("a.m." or "AM"): only its parts are checked.
    expect(lines.at(-2)).toMatch(
      /^Submitted: Sunday, November 22, 2026 at 8:04:05\W*a\.?\s?m\.? (MST|GMT-7) \(America\/Edmonton\)$/i,
    );
    expect([...lines.slice(0, -2), lines.at(-1)]).toEqual([
      'Emergency call-back request K7P2QX',
      '',
      'Reference: K7P2QX',
      'Name: Jane Smith',
      'Phone: 403-555-0188',
      'Email: jane@example.net',
      'Property Location: 12 Example Road NW, Calgary',
      'Office: Calgary',
      'Emergency Type: Water Damage / Flooding',
      '',
      'Description of Damage:',
      'Basement flooded after a pipe burst.',
      '',
      'Sent from: /locations/calgary/',
    ]);
  });

  it('replies to the no-reply address and says "Not provided" without an e-mail', () => {
    const params = paramsFor({ ...fields, email: '   ' }, addressing);
    expect(params.reply_to).toBe('no-reply@example.com');
    expect(params.message).toContain('Email: Not provided');
  });

  it('carries markup as plain text', () => {
    const params = paramsFor({ ...fields, message: '<img src=x onerror=alert(1)>' }, addressing);
    expect(params.message).toContain('<img src=x onerror=alert(1)>');
  });

  it('stays far below the 50 KB EmailJS limit with every field at its longest', () => {
    const longest = (length: number) => '𝄞'.repeat(length);
    const params = paramsFor(
      {
        name: longest(maxLengths.name),
        phone: longest(maxLengths.phone),
        email: longest(maxLengths.email),
        location: longest(maxLengths.location),
        emergencyType: 'other',
        message: longest(maxLengths.message),
        company: '',
      },
      addressing,
    );
    const body = JSON.stringify({
      lib_version: 'x.y.z',
      user_id: 'x'.repeat(64),
      service_id: 'x'.repeat(64),
      template_id: 'x'.repeat(64),
      template_params: params,
    });
    expect(new TextEncoder().encode(body).length).toBeLessThan(50 * 1024);
  });
});

describe('formatSubmissionTime', () => {
  it('dates the time in the zone it names', () => {
    expect(formatSubmissionTime(new Date('2026-07-01T12:00:00Z'), 'America/Toronto')).toMatch(
      /^Wednesday, July 1, 2026 at 8:00:00\W*a\.?\s?m\.? (EDT|GMT-4) \(America\/Toronto\)$/i,
    );
    expect(formatSubmissionTime(new Date('2026-07-01T12:00:00Z'), 'America/Edmonton')).toMatch(
      /^Wednesday, July 1, 2026 at 6:00:00\W*a\.?\s?m\.? (MDT|GMT-6) \(America\/Edmonton\)$/i,
    );
  });
});
