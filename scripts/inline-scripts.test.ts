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
  })['Content-Security-Policy'];
  const scriptSrc = /script-src ([^;]+)/.exec(csp ?? '')?.[1]?.split(' ');

  it('are allowed by hashes alone: nothing broader, one hash each', () => {
    const [self, ...hashes] = scriptSrc ?? [];
    expect(self).toBe("'self'");
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('are each allowed by the SHA-256 of their exact text (the pages themselves: security.spec.ts)', () => {
    for (const [name, text] of Object.entries(inlineScripts))
      expect(scriptSrc, name).toContain(
        `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
      );
  });

  it('hold nothing that changes from one build to the next', () => {
    for (const text of Object.values(inlineScripts)) expect(text).not.toMatch(/assets\//);
  });
});
