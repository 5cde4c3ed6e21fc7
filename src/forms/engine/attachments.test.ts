import { describe, expect, it } from 'vitest';
import { accepted, attachProblem, attachText, sizeText } from './attachments';

const ACCEPT = '.pdf,.doc,.docx,application/pdf';

describe('a document to attach', () => {
  it('is said in the size a person reads', () => {
    expect([sizeText(512), sizeText(40 * 1024), sizeText(2.4 * 1024 * 1024)]).toEqual([
      '512 bytes',
      '40 KB',
      '2.4 MB',
    ]);
  });

  it('is taken by its extension, in any case, or by its type', () => {
    expect(accepted(ACCEPT, { name: 'CV.DOCX', type: '' })).toBe(true);
    expect(accepted(ACCEPT, { name: 'resume', type: 'application/pdf' })).toBe(true);
    expect(accepted(ACCEPT, { name: 'photo.jpg', type: 'image/jpeg' })).toBe(false);
  });

  it('is refused over the plan’s size, or when it is no document; never at the size itself', () => {
    const pdf = (size: number) => ({ name: 'cv.pdf', type: 'application/pdf', size });
    expect(attachProblem(pdf(40 * 1024), ACCEPT, 40 * 1024)).toBeNull();
    expect(attachProblem(pdf(40 * 1024 + 1), ACCEPT, 40 * 1024)).toBe('tooLarge');
    expect(attachProblem({ name: 'a.png', type: 'image/png', size: 10 }, ACCEPT, 40 * 1024)).toBe(
      'notDocument',
    );
  });

  it('is named in the owner’s words, with the size, the most and where to send it', () => {
    expect(
      attachText(
        '{{file}} is {{size}}; at most {{most}}: e-mail {{email}}',
        { name: 'cv.pdf', size: 3 * 1024 * 1024 },
        40 * 1024,
        'jobs@example.net',
      ),
    ).toBe('cv.pdf is 3.0 MB; at most 40 KB: e-mail jobs@example.net');
  });
});
