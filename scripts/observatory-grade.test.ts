// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { observatoryGrade, shortOf } from './observatory-grade.mjs';

const strict = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self' 'sha256-AAAA'; style-src 'self' 'sha256-BBBB'; img-src 'self' data:; frame-ancestors 'none'; object-src 'none'; form-action 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};
const csp = (policy: string) => ({ ...strict, 'Content-Security-Policy': policy });
const result = (headers: Record<string, string>, test: string) =>
  observatoryGrade(headers).verdicts.find((verdict) => verdict.test === test)?.result;

// The cases of the Observatory's own tables (mdn-http-observatory, src/grader/charts.js).
describe("the Observatory's header tests", () => {
  it("give a policy of default-src 'none' with hashes alone every bonus: A+ 130", () => {
    expect(observatoryGrade(strict)).toMatchObject({ score: 130, grade: 'A+' });
    expect(result(strict, 'content-security-policy')).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
  });

  it("take the policy's points for 'unsafe-inline' in style-src, unless a hash stands beside it", () => {
    const inline = csp(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(observatoryGrade(inline)).toMatchObject({ score: 120, grade: 'A+' });
    expect(shortOf(observatoryGrade(inline).verdicts)).toEqual([
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    ]);
    expect(shortOf(observatoryGrade(strict).verdicts)).toEqual([]);
    const hashed = csp(
      "default-src 'none'; style-src 'self' 'sha256-B' 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(observatoryGrade(hashed).score).toBe(130);
    expect(observatoryGrade(csp("default-src 'self'; frame-ancestors 'none'")).score).toBe(125);
  });

  it('take 20 for inline or data: scripts, and then no bonus counts', () => {
    const unsafe = csp(
      "default-src 'none'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(observatoryGrade(unsafe)).toMatchObject({ score: 80, grade: 'B+' });
    expect(result(csp("script-src data:; frame-ancestors 'none'"), 'content-security-policy')).toBe(
      'csp-implemented-with-unsafe-inline',
    );
  });

  it('refuse a header a host joined twice with a comma, as Cloudflare Pages does', () => {
    const joined = {
      ...strict,
      'Strict-Transport-Security':
        'max-age=63072000; includeSubDomains, max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff, nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin, same-origin',
    };
    expect(result(joined, 'strict-transport-security')).toBe('hsts-header-invalid');
    expect(result(joined, 'x-content-type-options')).toBe('x-content-type-options-header-invalid');
    expect(result(joined, 'cross-origin-resource-policy')).toBe('corp-header-invalid');
    expect(observatoryGrade(joined)).toMatchObject({ score: 70, grade: 'B' });
  });

  it('count a missing policy, HSTS under six months and a policy naming a directive twice', () => {
    const { 'Content-Security-Policy': _none, ...noPolicy } = strict;
    expect(observatoryGrade(noPolicy).score).toBe(75);
    expect(
      result(
        { ...strict, 'Strict-Transport-Security': 'max-age=86400' },
        'strict-transport-security',
      ),
    ).toBe('hsts-implemented-max-age-less-than-six-months');
    expect(result(csp("default-src 'none'; default-src 'self'"), 'content-security-policy')).toBe(
      'csp-header-invalid',
    );
  });
});
