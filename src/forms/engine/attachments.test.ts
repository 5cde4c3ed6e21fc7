import { describe, expect, it } from 'vitest';
import {
  accepted,
  attachProblem,
  attachText,
  documentType,
  largestFile,
  sentBytes,
  sizeText,
} from './attachments';

const ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const bytes = (...values: number[]) => new Uint8Array(values);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37);
const DOC = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const DOCX = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00);
/** A Windows program's first bytes ("MZ"), as a program renamed resume.pdf has them. */
const PROGRAM = bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

describe('a document to attach', () => {
  it('is said in the size a person reads', () => {
    expect([sizeText(512), sizeText(40 * 1024), sizeText(2.4 * 1024 * 1024)]).toEqual([
      '512 bytes',
      '40 KB',
      '2.4 MB',
    ]);
  });

  it('is known by its first bytes, whatever its name says', () => {
    expect([PDF, DOC, DOCX].map(documentType)).toEqual([
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(documentType(PROGRAM)).toBeNull();
    expect(documentType(PNG)).toBeNull();
    expect(documentType(bytes())).toBeNull();
    expect(accepted('.pdf', 'application/pdf')).toBe(true);
    expect(accepted('.pdf', 'application/msword')).toBe(false);
  });

  it('is measured as it is sent: its data URL, a third larger than the file', () => {
    // A 39.9 KB PDF is a 53 KB data URL.
    expect(sentBytes(40_858, 'application/pdf')).toBe(28 + 54_480);
    const most = 40 * 1024;
    const largest = largestFile(most);
    // Said for the longest type's data URL, so it holds for every type.
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(sentBytes(largest, docx)).toBeLessThanOrEqual(most);
    expect(sentBytes(largest + 1, docx)).toBeGreaterThan(most);
  });

  it('is refused when its bytes are no document, or when what is sent is over the plan’s size', () => {
    const most = 40 * 1024;
    const largest = largestFile(most);
    expect(attachProblem({ size: largest }, PDF, ACCEPT, most)).toBeNull();
    expect(attachProblem({ size: largest }, DOCX, ACCEPT, most)).toBeNull();
    // The file alone fits; the request it makes does not.
    expect(attachProblem({ size: 39 * 1024 }, PDF, ACCEPT, most)).toBe('tooLarge');
    expect(attachProblem({ size: 10 }, PROGRAM, ACCEPT, most)).toBe('notDocument');
    expect(attachProblem({ size: 10 }, PNG, ACCEPT, most)).toBe('notDocument');
  });

  it('is named in the owner’s words, with the size, the largest file taken and where to send it', () => {
    expect(
      attachText(
        '{{file}} is {{size}}; at most {{most}}: e-mail {{email}}',
        { name: 'cv.pdf', size: 3 * 1024 * 1024 },
        40 * 1024,
        'jobs@example.net',
      ),
    ).toBe('cv.pdf is 3.0 MB; at most 30 KB: e-mail jobs@example.net');
  });
});
