import { describe, expect, test } from 'vitest';
import { analyticsProviderNames } from '../../src/content/schema/settings';
import { paths } from '../../src/domain/paths';
import { STAND_IN_ORIGIN } from '../fixtures/analytics.mjs';
import { expectedHeaders, headerRules } from '../fixtures/built-site';
import { builtSites, pageDocument, textOf } from './sites';

// The builds that count visits at a stand-in provider, one for each (tests/e2e/analytics.spec.ts
// counts what their pages send).
describe.each(await builtSites('plausible', 'umami'))('the build counting with $name', (built) => {
  test('the privacy policy names the provider and the site’s policy lets the pages reach it, and nothing else new', () => {
    const provider = built.name as keyof typeof analyticsProviderNames;
    const csp = expectedHeaders(headerRules(built.dir), paths.privacy)['content-security-policy'];
    expect(/connect-src ([^;]+)/.exec(csp ?? '')?.[1]).toBe(`'self' ${STAND_IN_ORIGIN}`);
    const text = textOf(pageDocument(built, paths.privacy).querySelector('main'));
    expect(text).toContain(`It counts its visits with ${analyticsProviderNames[provider]}`);
    expect(text).toContain('Global Privacy Control');
  });
});
