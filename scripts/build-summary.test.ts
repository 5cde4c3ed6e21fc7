import { describe, expect, it } from 'vitest';
import { careersWarnings, doneLine, exampleFactsLeft } from './build-summary.mjs';
import { describeLeftovers } from '../src/config/launch-check';

describe("a build's last line", () => {
  it('calls a build with the local outbox a local one, and says what keeps it from going live', () => {
    expect(doneLine({ outDir: 'dist', emailOrigin: null, facts: 0 })).toBe(
      'Done: dist/ is built with the local outbox; the form works only with "npm start".',
    );
    expect(doneLine({ outDir: 'dist', emailOrigin: null, facts: 2 })).toBe(
      'Done: dist/ is built with the local outbox; the form works only with "npm start". It is not ready to go live: 2 example facts remain ("npm run launch-check" lists them).',
    );
  });

  it('calls a build that sends e-mail ready to deploy only when no example fact is left', () => {
    const emailOrigin = 'https://api.emailjs.com';
    expect(doneLine({ outDir: 'out', emailOrigin, facts: 1 })).toBe(
      'Done: out/ is built, but it is not ready to deploy: 1 example fact remains ("npm run launch-check" lists it).',
    );
    expect(doneLine({ outDir: 'out', emailOrigin, facts: 8 })).toContain(
      'is built, but it is not ready to deploy: 8 example facts remain',
    );
    expect(doneLine({ outDir: 'out', emailOrigin, facts: 0 })).toBe(
      'Done: out/ is ready to deploy (nginx: out-nginx/); the form sends through https://api.emailjs.com.',
    );
  });

  it('counts the example facts left, not the EmailJS ids it says first', () => {
    const leftovers = [
      { file: 'settings/site.json', field: 'companyName', found: '', fix: '' },
      { file: '.env', field: 'VITE_EMAILJS_PUBLIC_KEY', found: '', fix: '' },
      { file: 'offices/calgary.md', field: 'phone', found: '', fix: '' },
    ];
    expect(exampleFactsLeft(leftovers)).toBe(2);
  });

  it("says at every build that openings have no careers template, in the launch check's words", () => {
    const leftover = {
      file: 'content/settings/site.json',
      field: 'email.careersTemplateId',
      found: '',
      fix: 'is not set, and the site has an opening: …',
    };
    const leftovers = [{ file: 'x', field: 'companyName', found: '', fix: '' }, leftover];
    expect(careersWarnings({ describeLeftovers }, leftovers)).toEqual([
      'content/settings/site.json: email.careersTemplateId is not set, and the site has an opening: ….',
    ]);
  });
});
