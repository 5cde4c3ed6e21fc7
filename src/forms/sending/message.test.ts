import { describe, expect, it } from 'vitest';
import { callbackKind, callbackWords } from '../../form-kinds/callback';
import { businessKindNames, businessKinds, type BusinessKindName } from '../../form-kinds/business';
import type { FormKind, FormValues } from '../../form-kinds/form-kind';
import { profileKind, profileLabels } from '../../form-kinds/profile';
import { buildRequest, formatSubmissionTime, type Addressing } from './message';
import { emptyValues } from '../engine/values';

/** The spec's words: its section 7 (the subject and "Not provided"), kept here, not read from the code. */
const spec = { subject: 'Emergency Contact: ', notProvided: 'Not provided' };

const addressing: Addressing = {
  inbox: 'emergency@example.com',
  office: 'Office: Calgary',
  noReply: 'no-reply@example.com',
  reference: 'K7P2QX',
  submittedAt: new Date('2026-11-22T15:04:05Z'),
  timeZone: 'America/Edmonton',
  sentFrom: '/locations/calgary/',
};

const callback: FormValues = {
  name: '  Jane Smith ',
  phone: '403-555-0188',
  email: 'jane@example.net',
  location: '12 Example Road NW, Calgary',
  emergencyType: 'water-damage',
  message: 'Basement flooded after a pipe burst.',
  company: '',
};

const paramsFor = (values: FormValues) =>
  buildRequest(callbackKind, values, callbackWords, addressing).params;

describe('the call-back request’s e-mail', () => {
  it('addresses the request to the inbox, replying to the visitor, under the spec’s subject', () => {
    const params = paramsFor(callback);
    expect(params).toMatchObject({
      to_email: 'emergency@example.com',
      reply_to: 'jane@example.net',
      from_name: 'Jane Smith',
      subject: `${spec.subject}Water Damage / Flooding`,
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
    const lines = paramsFor(callback).message.split('\n');
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
      'Emergency Type: Water Damage / Flooding',
      'Office: Calgary',
      '',
      'Description of Damage:',
      'Basement flooded after a pipe burst.',
      '',
      'Sent from: /locations/calgary/',
    ]);
  });

  it(`replies to the no-reply address and says "${spec.notProvided}" without an e-mail`, () => {
    const params = paramsFor({ ...callback, email: '   ' });
    expect(params.reply_to).toBe('no-reply@example.com');
    expect(params.message).toContain(`Email: ${spec.notProvided}`);
  });

  it('carries markup as plain text', () => {
    const params = paramsFor({ ...callback, message: '<img src=x onerror=alert(1)>' });
    expect(params.message).toContain('<img src=x onerror=alert(1)>');
  });
});

const labelsOf = (kind: BusinessKindName) =>
  Object.fromEntries(businessKinds[kind].fields.map(({ name }) => [name, `Label of ${name}`]));
const wordsOf = (kind: BusinessKindName) => ({
  title: 'Title',
  subject: 'Subject',
  submit: 'Send',
  sending: 'Sending',
  labels: labelsOf(kind),
});

const filled = (kind: BusinessKindName): FormValues =>
  Object.fromEntries(
    businessKinds[kind].fields.map(({ name, type }) => [
      name,
      type === 'email'
        ? `${name}@example.net`
        : type === 'date'
          ? '2026-11-20'
          : `value of ${name}`,
    ]),
  );

describe('a business request’s e-mail', () => {
  it.each(businessKindNames)(
    '%s: every field is written under its label, in the form’s order',
    (kind) => {
      const values = filled(kind);
      const { params, message } = buildRequest(
        businessKinds[kind],
        values,
        wordsOf(kind),
        addressing,
      );
      let last = -1;
      for (const { name, type } of businessKinds[kind].fields) {
        const written =
          type === 'textarea'
            ? `Label of ${name}:\nvalue of ${name}`
            : type === 'date'
              ? `Label of ${name}: 2026-11-20 (Friday, November 20, 2026)`
              : `Label of ${name}: ${values[name]}`;
        expect(params.message).toContain(written);
        if (type !== 'textarea') {
          expect(params.message.indexOf(written)).toBeGreaterThan(last);
          last = params.message.indexOf(written);
        }
      }
      expect(params.message).toMatch(/^Title K7P2QX\n/);
      expect(params.message).toContain('Reference: K7P2QX');
      expect(params.message).toContain('Office: Calgary');
      expect(params.message).toContain('Sent from: /locations/calgary/');
      expect(params.to_email).toBe('emergency@example.com');
      expect(params.from_name).toBe(values[businessKinds[kind].from]);
      expect(params.reply_to).toBe(values[businessKinds[kind].replyTo]);
      // Only the longer texts may be shortened for a text message or an e-mail link.
      expect(message.before).not.toContain('value of whatHappened');
    },
  );

  it('names the claim number and the loss address in an assignment’s subject, as an adjuster’s inbox sorts', () => {
    const values = {
      ...filled('assignment'),
      claimNumber: 'CLM-2291',
      lossAddress: '88 Sample Crescent, Calgary',
    };
    const subject = (given: FormValues) =>
      buildRequest(businessKinds.assignment, given, wordsOf('assignment'), addressing).params
        .subject;
    expect(subject(values)).toBe('Subject K7P2QX: CLM-2291 · 88 Sample Crescent, Calgary');
    // A broker may not have a claim number yet.
    expect(subject({ ...values, claimNumber: '  ' })).toBe(
      'Subject K7P2QX: 88 Sample Crescent, Calgary',
    );
  });

  it('names the company, and the trade, in the other kinds’ subjects', () => {
    const subject = (kind: BusinessKindName) =>
      buildRequest(businessKinds[kind], filled(kind), wordsOf(kind), addressing).params.subject;
    expect(subject('agreement')).toBe('Subject K7P2QX: value of companyName');
    expect(subject('partner')).toBe('Subject K7P2QX: value of companyName · value of trade');
  });

  it('says which fields were left empty, and answers to no one when the e-mail is not one', () => {
    const { params } = buildRequest(
      businessKinds.assignment,
      { ...emptyValues(businessKinds.assignment), senderEmail: 'not an address' },
      wordsOf('assignment'),
      addressing,
    );
    expect(params.message).toContain(`Label of claimNumber: ${spec.notProvided}`);
    expect(params.message).toContain(`Label of crewNotes:\n${spec.notProvided}`);
    expect(params.reply_to).toBe('no-reply@example.com');
  });

  it('keeps one line to one line, and never the honeypot', () => {
    const { params } = buildRequest(
      businessKinds.agreement,
      { ...filled('agreement'), companyName: 'Acme\r\nBcc: x@y.z', website: 'bot' },
      wordsOf('agreement'),
      addressing,
    );
    expect(params.message).toContain('Label of companyName: Acme Bcc: x@y.z');
    expect(params.subject).toBe('Subject K7P2QX: Acme Bcc: x@y.z');
    expect(params.message).not.toContain('bot');
  });
});

describe('the building profile’s e-mail', () => {
  const sections = [
    { heading: 'The building', fields: ['Name and address', 'Year built'] },
    { heading: 'Authority to act', fields: ['Up to what amount'] },
  ];
  it('writes each field under its section and label, and names the building in the subject', () => {
    const kind = profileKind(sections);
    const [first, year, amount] = kind.fields.map(({ name }) => name);
    const { params } = buildRequest(
      kind,
      { [first!]: 'Harbourview Towers, Calgary', [year!]: '1987', [amount!]: '' },
      {
        title: 'Building profile',
        subject: 'Building profile',
        submit: '',
        sending: '',
        ...profileLabels(sections),
      },
      addressing,
    );
    expect(params.subject).toBe('Building profile K7P2QX: Harbourview Towers, Calgary');
    expect(params.message).toContain('The building: Name and address: Harbourview Towers, Calgary');
    expect(params.message).toContain('The building: Year built: 1987');
    expect(params.message).toContain(`Authority to act: Up to what amount: ${spec.notProvided}`);
  });
});

describe('every kind’s e-mail at its longest', () => {
  const kinds: FormKind[] = [callbackKind, ...businessKindNames.map((name) => businessKinds[name])];
  it.each(kinds.map((kind) => [kind.name, kind] as const))(
    '%s stays far below the 50 KB EmailJS limit',
    (_, kind) => {
      const longest = (length: number) => '𝄞'.repeat(length);
      const values = Object.fromEntries(
        kind.fields.map((field) => [
          field.name,
          field.options ? field.options[0]!.value : longest(field.maxLength),
        ]),
      );
      const params = buildRequest(
        kind,
        values,
        { ...callbackWords, labels: {} },
        addressing,
      ).params;
      const body = JSON.stringify({
        lib_version: 'x.y.z',
        user_id: 'x'.repeat(64),
        service_id: 'x'.repeat(64),
        template_id: 'x'.repeat(64),
        template_params: params,
      });
      expect(new TextEncoder().encode(body).length).toBeLessThan(50 * 1024);
    },
  );
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
