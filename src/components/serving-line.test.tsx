// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { telHref } from '../lib/phone';
import { FoldedLines } from './serving-line';

const company = {
  emergencyPhone: '403-555-0100',
  words: { barLine: 'Any hour', barOffices: 'Every office' },
};
const offices = ['Banff', 'Canmore', 'Cochrane', 'Okotoks'].map((city, index) => ({
  id: city.toLowerCase(),
  city,
  phone: `403-555-011${index}`,
}));
const calls = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('the lines a box offers', () => {
  it('up to two offices: each office’s line, the one served first', () => {
    render(<FoldedLines offices={offices.slice(0, 2)} office="canmore" company={company} />);
    expect(calls()).toEqual([telHref('403-555-0111'), telHref('403-555-0110')]);
    expect(screen.queryByText('Every office')).toBeNull();
  });

  it('more: the office served, then every office folded', () => {
    render(<FoldedLines offices={offices} office="okotoks" company={company} />);
    expect(calls()[0]).toBe(telHref('403-555-0113'));
    expect(screen.getByText('Every office').closest('details')).not.toHaveAttribute('open');
  });

  it('more, on a page no office serves: the 24/7 line first', () => {
    render(<FoldedLines offices={offices} office={null} company={company} />);
    expect(screen.getAllByRole('link')[0]).toHaveAccessibleName(/Any hour/);
    expect(calls()[0]).toBe(telHref('403-555-0100'));
  });

  it('none known (their fetch failed): the 24/7 line alone', () => {
    render(<FoldedLines offices={[]} office={null} company={company} />);
    expect(calls()).toEqual([telHref('403-555-0100')]);
  });
});
