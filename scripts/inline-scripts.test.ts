// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/config/security-headers.mjs';
import { DEFAULT_EMAILJS_ORIGIN } from '../src/config/site-constants.mjs';
import { inlineScriptHashes, inlineScripts } from './inline-scripts.mjs';

describe('the inline scripts', () => {
  const csp = securityHeaders({
    emailOrigin: DEFAULT_EMAILJS_ORIGIN,
    scriptHashes: inlineScriptHashes(),
    styleHashes: [],
  })['Content-Security-Policy'];
  const scriptSrc = /script-src ([^;]+)/.exec(csp ?? '')?.[1]?.split(' ');

  it('are allowed by hashes alone: nothing broader, one hash each', () => {
    const [self, ...hashes] = scriptSrc ?? [];
    expect(self).toBe("'self'");
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('are each allowed by the SHA-256 of their exact text (the pages themselves: tests/files/security.test.ts)', () => {
    for (const [name, text] of Object.entries(inlineScripts))
      expect(scriptSrc, name).toContain(
        `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
      );
  });

  it('hold nothing that changes from one build to the next', () => {
    for (const text of Object.values(inlineScripts)) expect(text).not.toMatch(/assets\//);
  });
});

it('the Speculation Rules fetch same-site pages only, never the editor or the e-mail API, and only on intent', () => {
  const rules = JSON.parse(inlineScripts.speculation) as {
    prefetch: Array<{ where: unknown; eagerness: string }>;
  };
  expect(rules.prefetch).toHaveLength(1);
  expect(rules.prefetch[0]!.eagerness).toBe('moderate');
  expect(rules.prefetch[0]!.where).toEqual({
    and: [
      { href_matches: '/*' },
      { not: { href_matches: '/admin/*' } },
      { not: { href_matches: '/api/*' } },
    ],
  });
});
