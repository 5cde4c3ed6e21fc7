import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REQUEST_HONEYPOT, requestKindNames, requestKinds } from './kinds';
import {
  buildBusinessRequest,
  checkRequest,
  emptyRequest,
  NOT_GIVEN,
  toRequestFields,
} from './request-message';

const addressing = {
  inbox: 'calgary@office.test',
  office: 'Office: Calgary',
  noReply: 'no-reply@office.test',
  reference: 'ABC234',
  submittedAt: new Date('2026-11-24T17:00:00Z'),
  sentFrom: '/insurance-professionals/',
  timeZone: 'America/Edmonton',
};

const labelsOf = (kind: (typeof requestKindNames)[number]) =>
  Object.fromEntries(requestKinds[kind].fields.map(({ name }) => [name, `Label of ${name}`]));

const filled = (kind: (typeof requestKindNames)[number]) =>
  Object.fromEntries(
    requestKinds[kind].fields.map(({ name, type }) => [
      name,
      type === 'email'
        ? `${name}@example.net`
        : type === 'date'
          ? '2026-11-20'
          : `value of ${name}`,
    ]),
  );

describe('a business request’s e-mail', () => {
  it.each(requestKindNames)(
    '%s: every field is written under its label, in the form’s order',
    (kind) => {
      const fields = filled(kind);
      const { params, message } = buildBusinessRequest(
        kind,
        fields,
        { subject: 'Loss assignment', labels: labelsOf(kind) },
        addressing,
      );
      let last = -1;
      for (const { name, type } of requestKinds[kind].fields) {
        const written =
          type === 'textarea'
            ? `Label of ${name}:\nvalue of ${name}`
            : type === 'date'
              ? `Label of ${name}: 2026-11-20 (Friday, November 20, 2026)`
              : `Label of ${name}: ${fields[name]}`;
        expect(params.message).toContain(written);
        if (type !== 'textarea') {
          expect(params.message.indexOf(written)).toBeGreaterThan(last);
          last = params.message.indexOf(written);
        }
      }
      expect(params.message).toContain('Reference: ABC234');
      expect(params.message).toContain('Office: Calgary');
      expect(params.message).toContain('Sent from: /insurance-professionals/');
      expect(params.to_email).toBe('calgary@office.test');
      expect(params.subject).toBe(`Loss assignment ABC234: ${fields[requestKinds[kind].from]}`);
      expect(params.reply_to).toBe(fields[requestKinds[kind].replyTo]);
      // Only the longer texts may be shortened for a text message or an e-mail link.
      expect(message.before).not.toContain('value of whatHappened');
    },
  );

  it('says which fields were left empty, and answers to no one when the e-mail is not one', () => {
    const { params } = buildBusinessRequest(
      'assignment',
      { ...emptyRequest('assignment'), senderEmail: 'not an address', crewNotes: '' },
      { subject: 'Loss assignment', labels: labelsOf('assignment') },
      addressing,
    );
    expect(params.message).toContain(`Label of claimNumber: ${NOT_GIVEN}`);
    expect(params.message).toContain(`Label of crewNotes:\n${NOT_GIVEN}`);
    expect(params.reply_to).toBe('no-reply@office.test');
  });

  it('keeps one line to one line, and never the honeypot', () => {
    const { params } = buildBusinessRequest(
      'agreement',
      { ...filled('agreement'), companyName: 'Acme\r\nBcc: x@y.z', [REQUEST_HONEYPOT]: 'bot' },
      { subject: 'Agreement', labels: labelsOf('agreement') },
      addressing,
    );
    expect(params.message).toContain('Label of companyName: Acme Bcc: x@y.z');
    expect(params.message).not.toContain('bot');
  });
});

describe('checkRequest', () => {
  const today = '2026-11-24';
  it('asks for every required field, and nothing more', () => {
    const missing = checkRequest('assignment', emptyRequest('assignment'), today).map(
      (p) => p.name,
    );
    expect(missing).toEqual(
      requestKinds.assignment.fields.filter((f) => f.required).map((f) => f.name),
    );
    expect(checkRequest('assignment', { ...filled('assignment') }, today)).toEqual([]);
  });

  it('refuses a date of loss after today, a date that is none, and an e-mail that is not one', () => {
    const fields = filled('assignment');
    expect(checkRequest('assignment', { ...fields, lossDate: '2026-11-25' }, today)).toEqual([
      { name: 'lossDate', problem: 'futureDate' },
    ]);
    expect(checkRequest('assignment', { ...fields, lossDate: '2026-11-24' }, today)).toEqual([]);
    expect(checkRequest('assignment', { ...fields, lossDate: '2026-02-30' }, today)).toEqual([
      { name: 'lossDate', problem: 'notDate' },
    ]);
    expect(
      checkRequest('assignment', { ...fields, senderEmail: 'adjuster at insurer' }, today),
    ).toEqual([{ name: 'senderEmail', problem: 'notEmail' }]);
  });
});

describe('toRequestFields', () => {
  it('bounds every field by its length, drops unknown keys and anything not text', () => {
    const huge = 'x'.repeat(5_000_000);
    const fields = toRequestFields('assignment', {
      whatHappened: huge,
      insurer: 42,
      script: '<script>',
      [REQUEST_HONEYPOT]: 'bot',
    });
    expect(fields.whatHappened).toHaveLength(2000);
    expect(fields.insurer).toBe('');
    expect(fields).not.toHaveProperty('script');
    expect(fields[REQUEST_HONEYPOT]).toBe('bot');
  });

  it('never throws, and always gives every field as text', () => {
    fc.assert(
      fc.property(fc.anything(), (saved) => {
        const fields = toRequestFields('partner', saved);
        for (const { name } of requestKinds.partner.fields)
          expect(typeof fields[name]).toBe('string');
      }),
    );
  });
});
