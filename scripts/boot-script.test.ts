// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bootScript, bootScriptHash } from './boot-script.mjs';
import { DEFAULT_EMAILJS_ORIGIN, securityHeaders } from './security-headers.mjs';

const listIn = (text: string, pattern: RegExp) =>
  [...(pattern.exec(text)?.[1] ?? '').matchAll(/'([a-z]+)'/g)].map((match) => match[1]);

describe('the inline boot script', () => {
  it('is allowed by the CSP through its own hash and nothing broader', () => {
    const digest = createHash('sha256').update(bootScript).digest('base64');
    expect(bootScriptHash).toBe(`'sha256-${digest}'`);
    const csp = securityHeaders({ emailOrigin: DEFAULT_EMAILJS_ORIGIN })['Content-Security-Policy'];
    expect(csp).toContain(`script-src 'self' ${bootScriptHash};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('holds nothing that changes from one build to the next', () => {
    expect(bootScript).not.toMatch(/assets\/|index-/);
  });

  it('watches the same intents that make src/main.tsx hydrate', () => {
    const fromBoot = listIn(bootScript, /\[([^\]]+)\]\.forEach/);
    const fromMain = listIn(
      readFileSync('src/main.tsx', 'utf8'),
      /const intentEvents = \[([^\]]+)\]/,
    );
    expect(fromBoot.length).toBeGreaterThan(4);
    expect(fromBoot).toEqual(fromMain);
  });
});
