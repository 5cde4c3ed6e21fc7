import { describe, expect, it } from 'vitest';
import { formatLocalPhone, telHref, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['403-555-0123', '+14035550123'],
    ['(416) 555-0147', '+14165550147'],
    ['+1 403 555 0123', '+14035550123'],
    ['1-888-555-0100', '+18885550100'],
    ['4035550123', '+14035550123'],
  ])('reads %s as %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each(['555-0123', '123-555-0123', '403-155-0123', '+44 20 7946 0958', 'call us', ''])(
    'refuses %s',
    (input) => {
      expect(toE164(input)).toBeNull();
    },
  );
});

describe('formatLocalPhone', () => {
  it('shows a city number as (AAA) NNN-NNNN', () => {
    expect(formatLocalPhone('+14035550123')).toBe('(403) 555-0123');
  });
  it('shows a toll-free number as 1-8XX-NNN-NNNN', () => {
    expect(formatLocalPhone('18885550100')).toBe('1-888-555-0100');
  });
});

describe('telHref', () => {
  it('dials the E.164 number', () => {
    expect(telHref('(403) 555-0123')).toBe('tel:+14035550123');
  });
});
