import { describe, expect, it } from 'vitest';
import { siteConfig as threeOffices } from '../../tests/fixtures/three-offices.config';
import type { SiteConfig } from '../config/site-config-types';
import { aboutContent } from './about';
import { privacyPolicy, termsOfService } from './legal';
import { servicesOf } from './services';

const withOffices = (count: number): SiteConfig => ({
  ...threeOffices,
  offices: threeOffices.offices.slice(0, count) as SiteConfig['offices'],
});
const text = (doc: { sections: Array<{ paragraphs: string[] }> }) =>
  doc.sections.flatMap((section) => section.paragraphs).join('\n');

describe('texts built from the office list', () => {
  it('tells the story for one office and for several', () => {
    const june2026 = new Date(2026, 5, 1);
    const one = aboutContent(withOffices(1), june2026);
    expect(one.story[0]).toContain('founded in Edmonton in 1998');
    expect(one.story[1]).toContain(
      'a fleet that serves Edmonton, St. Albert, Sherwood Park and Leduc.',
    );
    expect(one.story[1]).toContain('across the region.');
    expect(one.certifications.at(-1)).toBe('Licensed, bonded and insured in Alberta');

    const three = aboutContent(threeOffices, june2026);
    expect(three.story[1]).toContain(
      'we opened an Ottawa-area office in Gatineau and a Halifax-area office in Dartmouth,',
    );
    expect(three.story[1]).toContain('across all three regions.');
    expect(three.certifications.at(-1)).toBe(
      'Licensed, bonded and insured in Alberta, Quebec and Nova Scotia',
    );
  });

  it('counts the years from the founding year', () => {
    const about = aboutContent(threeOffices, new Date(2026, 5, 1));
    expect(about.stats[1]).toEqual({ number: '25+', label: 'Years of Experience' });
    expect(about.reasons[0]!.text).toMatch(/^Over 25 years/);
  });

  it('names every office and province in the legal texts, dated from the config', () => {
    const privacy = privacyPolicy(threeOffices);
    expect(privacy.updated).toBe('Last updated: March 2, 2026');
    for (const office of threeOffices.offices)
      expect(text(privacy)).toContain(office.streetAddress);
    const terms = termsOfService(threeOffices);
    expect(terms.updated).toBe('Last updated: November 30, 2025');
    expect(text(terms)).toContain(
      'governed by the laws of Alberta for work in Alberta, the laws of Quebec for work in Quebec and the laws of Nova Scotia for work in Nova Scotia,',
    );
    expect(text(termsOfService(withOffices(1)))).toContain('governed by the laws of Alberta, and');
    expect(text(terms)).toContain('in and around Edmonton, Ottawa and Halifax.');
  });

  it('lists the areas of the offices that provide each service', () => {
    const coverage = Object.fromEntries(
      servicesOf(threeOffices).map((service) => [service.slug, service.details.coverage]),
    );
    expect(coverage['water-damage-restoration']!.slice(-3)).toEqual([
      'Edmonton and area',
      'Ottawa and area',
      'Halifax and area',
    ]);
    // The fixture's Halifax office rents no equipment.
    expect(coverage['equipment-services']!.slice(-3)).toEqual([
      'Construction drying',
      'Edmonton and area',
      'Ottawa and area',
    ]);
  });

  it('states the promises of the config, not typed ones', () => {
    const texts = JSON.stringify([
      servicesOf(threeOffices),
      aboutContent(threeOffices),
      termsOfService(threeOffices),
    ]);
    expect(texts).toContain('under 90 minutes');
    expect(texts).not.toMatch(/60 minutes|<60/);
  });
});

describe('the services', () => {
  const services = servicesOf(threeOffices);

  it('each have a unique slug, four card bullets and 5-8 questions answered', () => {
    expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
    for (const service of services) {
      expect(service.slug, service.title).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(service.card.features).toHaveLength(4);
      expect(service.faq.length, service.title).toBeGreaterThanOrEqual(5);
      expect(service.faq.length, service.title).toBeLessThanOrEqual(8);
      for (const { question, answer } of service.faq) {
        expect(question).toMatch(/\?$/);
        expect(answer.join(' ').split(' ').length, question).toBeGreaterThan(20);
      }
    }
  });

  it('keep the three cards the spec gives the landing page, in its order', () => {
    expect(services.filter((s) => s.landing === 'card').map((s) => s.title)).toEqual([
      'Water Damage Restoration',
      'Fire Damage Restoration',
      'Equipment Services',
    ]);
  });
});
