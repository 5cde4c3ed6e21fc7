import { describe, expect, it } from 'vitest';
import { contactLinkParts } from './contact-links';

describe('contactLinkParts', () => {
  it('links a number in each common notation to its E.164 number, keeping the words as written', () => {
    for (const [written, e164] of [
      ['(403) 555-0123', '+14035550123'],
      ['403-555-0123', '+14035550123'],
      ['403.555.0123', '+14035550123'],
      ['403 555 0123', '+14035550123'],
      ['+1 416 555 0187', '+14165550187'],
      ['1-800-555-0199', '+18005550199'],
      ['4165550187', '+14165550187'],
    ])
      expect(contactLinkParts(`Call ${written}, any time.`)).toEqual([
        { text: 'Call ' },
        { text: written, href: `tel:${e164}` },
        { text: ', any time.' },
      ]);
  });

  it('links an e-mail address without the sentence’s full stop', () => {
    expect(contactLinkParts('Write to privacy@example.com.')).toEqual([
      { text: 'Write to ' },
      { text: 'privacy@example.com', href: 'mailto:privacy@example.com' },
      { text: '.' },
    ]);
  });

  it('links several in one text, in order', () => {
    const parts = contactLinkParts(
      'Call (403) 555-0123 or (416) 555-0187, or write to help@example.com or a.b+c@mail.example.ca.',
    );
    expect(parts.filter((part) => part.href).map((part) => part.href)).toEqual([
      'tel:+14035550123',
      'tel:+14165550187',
      'mailto:help@example.com',
      'mailto:a.b+c@mail.example.ca',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(
      'Call (403) 555-0123 or (416) 555-0187, or write to help@example.com or a.b+c@mail.example.ca.',
    );
  });

  it('leaves alone what is no phone number: years, postal codes, sizes, long references and invalid area codes', () => {
    for (const text of [
      'Founded in 2009; 500+ properties; 98% satisfied.',
      'Our office at 2500 University Dr NW, Calgary, AB T2N 1N4.',
      'A 1200 sq ft basement dried in 3-7 days.',
      'Reference 12345678901234.',
      'Not a number: 123-555-0123.',
      'Posted 2026-11-24.',
    ])
      expect(contactLinkParts(text)).toEqual([{ text }]);
  });

  it('gives an empty text back as one empty part', () => {
    expect(contactLinkParts('')).toEqual([{ text: '' }]);
  });
});
