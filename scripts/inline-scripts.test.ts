// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts } from './inline-scripts.mjs';
import { DEFAULT_EMAILJS_ORIGIN, securityHeaders } from './security-headers.mjs';

describe('the inline scripts', () => {
  const csp = securityHeaders({ emailOrigin: DEFAULT_EMAILJS_ORIGIN })['Content-Security-Policy'];
  const scriptSrc = /script-src ([^;]+)/.exec(csp ?? '')?.[1]?.split(' ');

  it('are each allowed by the CSP through their own hash, and nothing broader', () => {
    const hashes = Object.values(inlineScripts).map(
      (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    );
    expect(scriptSrc).toEqual(["'self'", ...hashes]);
  });

  it('hold nothing that changes from one build to the next', () => {
    for (const text of Object.values(inlineScripts)) expect(text).not.toMatch(/assets\//);
  });
});
