// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { browserSettings, requestForms } from 'virtual:site-content';
import { readEmailRequest } from '../../../scripts/local-emailjs.mjs';
import { businessKinds } from '../../form-kinds/business';
import { attachProblem, largestFile } from '../engine/attachments';
import { sendRequest, type Route, type SendOptions } from './send';

/**
 * A résumé as it is sent: the form measures the data URL EmailJS receives, not the file, so the
 * largest file it takes goes through a stand-in holding EmailJS's limits (50 KB of variables,
 * the plan's attachment size), and a file one byte larger is refused before it leaves.
 */
const kind = businessKinds.application;
const { application } = requestForms;
const words = {
  title: application.subject,
  subject: application.subject,
  submit: application.submit,
  sending: requestForms.shared.sending,
  labels: application.labels,
};
const ACCEPT = '.pdf,application/pdf';
const maxBytes = browserSettings.attachMaxKb * 1024;
const PDF_HEAD = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const route: Route = {
  office: null,
  line: 'Office: Calgary',
  inbox: 'jobs@example.net',
  templateId: 't',
};
const values = {
  opening: 'Water damage restoration technician',
  office: 'Calgary',
  name: 'Robin Tremblay',
  email: 'robin@example.net',
  phone: '587-555-0166',
  start: 'In two weeks',
  certifications: '',
  experience: 'Two winters on a drying crew.',
  resume: 'robin.pdf, attached',
  website: '',
};

/** A PDF of `bytes` bytes, as the browser reads it: a data URL. */
const pdfDataUrl = (bytes: number) =>
  `data:application/pdf;base64,${Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 32)]).toString('base64')}`;

/** EmailJS as its documented limits have it: what the send hands over, checked as a request body. */
const standIn =
  (received: string[]): NonNullable<SendOptions['send']> =>
  async (settings, params) => {
    const body = JSON.stringify({
      user_id: settings.publicKey || 'key',
      service_id: settings.serviceId || 'service',
      template_id: settings.templateId || 'template',
      template_params: params,
    });
    const read = readEmailRequest(body, { maxAttachedBytes: maxBytes });
    if ('error' in read) {
      received.push(read.error);
      return { kind: 'status', status: 400 };
    }
    received.push('ok');
    return { kind: 'sent' };
  };

describe("an application's résumé, measured as it is sent", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('goes through EmailJS’s limits at the largest size the form takes, and one byte more is refused before it leaves', async () => {
    expect(maxBytes).toBeGreaterThan(0);
    const largest = largestFile(maxBytes, 'application/pdf');
    expect(attachProblem({ size: largest }, PDF_HEAD, ACCEPT, maxBytes)).toBeNull();
    expect(attachProblem({ size: largest + 1 }, PDF_HEAD, ACCEPT, maxBytes)).toBe('tooLarge');
    const received: string[] = [];
    const outcome = await sendRequest(kind, words, route, values, {
      attachments: { resume: pdfDataUrl(largest) },
      send: standIn(received),
    });
    expect(received).toEqual(['ok']);
    expect(outcome).toMatchObject({ kind: 'sent' });
  });

  it('would be refused by the stand-in above the plan’s size: the form’s check is what keeps it out', async () => {
    const received: string[] = [];
    await sendRequest(kind, words, route, values, {
      attachments: { resume: pdfDataUrl(largestFile(maxBytes, 'application/pdf') + 3) },
      send: standIn(received),
    });
    expect(received).toEqual([expect.stringContaining('larger than the plan allows')]);
  });
});
