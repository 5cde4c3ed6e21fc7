// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fixtureContent, siteContent } from '../../tests/fixtures/content';
import { routesFor } from '../pages/registry';
import { pageGraph } from './structured-data';
import { payText } from '../content/schema/opening';

type Node = Record<string, unknown> & { '@type': string };

/**
 * Each open opening's JobPosting holds what Google for Jobs requires (title, description,
 * datePosted, hiringOrganization, jobLocation with a full address) and what it recommends
 * (validThrough, baseSalary in CAD with its unit, employmentType, directApply, identifier).
 */
describe("an opening's JobPosting", () => {
  for (const content of [siteContent, fixtureContent])
    it(`is complete for every open opening of ${content.siteConfig.companyName}`, () => {
      const open = content.openings.filter((opening) => opening.open);
      // The three-office company always hires; the owner may be hiring for nothing today.
      if (content === fixtureContent) expect(open.length).toBeGreaterThan(0);
      const routes = routesFor(content);
      for (const opening of open) {
        const route = routes.find((candidate) => candidate.path === `/careers/${opening.slug}/`)!;
        const graph = (
          pageGraph(route, content.siteConfig, content.services) as { '@graph': Node[] }
        )['@graph'];
        const postings = graph.filter((node) => node['@type'] === 'JobPosting');
        expect(postings, route.path).toHaveLength(1);
        const posting = postings[0]!;
        const { office } = opening;
        expect(posting).toMatchObject({
          title: opening.title,
          datePosted: opening.posted,
          validThrough: opening.closes,
          hiringOrganization: {
            '@type': 'Organization',
            name: content.siteConfig.companyName,
            sameAs: `${content.siteConfig.siteUrl}/`,
          },
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: office.streetAddress,
              addressLocality: office.locality,
              addressRegion: office.region,
              postalCode: office.postalCode,
              addressCountry: 'CA',
            },
          },
          baseSalary: { '@type': 'MonetaryAmount', currency: 'CAD' },
          directApply: true,
          identifier: { '@type': 'PropertyValue', value: opening.slug },
        });
        expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY']).toContain(
          posting.employmentType,
        );
        const description = String(posting.description);
        for (const line of [...opening.work, ...opening.asks])
          expect(description).toContain(line.replaceAll('&', '&amp;').replaceAll("'", "'"));
        // Only the tags Google lists for a description.
        expect([...description.matchAll(/<\/?(\w+)/g)].map((tag) => tag[1])).toEqual(
          expect.not.arrayContaining([expect.not.stringMatching(/^(?:p|ul|li)$/)]),
        );
        // The pay and the statements the law asks, as the page says them, in what Google shows.
        const html = (line: string) => line.replaceAll('&', '&amp;');
        const words = content.careers.opening;
        expect(description).toContain(html(payText(opening.pay!)));
        expect(description).toContain(
          html(opening.existingVacancy ? words.vacancy : words.notVacancy),
        );
        expect(description).toContain(
          html(
            opening.artificialIntelligence!.used
              ? words.ai.replace('{{how}}', opening.artificialIntelligence!.how!)
              : words.noAi,
          ),
        );
        expect(description).toContain(html(words.decision));
        const accommodation = content.requestForms.application.accommodation;
        if (accommodation) expect(description).toContain(html(accommodation));
        const value = (posting.baseSalary as { value: Record<string, unknown> }).value;
        expect(value['@type']).toBe('QuantitativeValue');
        expect(['HOUR', 'YEAR']).toContain(value.unitText);
        expect(
          opening.pay!.to === undefined ? value.value : [value.minValue, value.maxValue],
        ).toEqual(
          opening.pay!.to === undefined ? opening.pay!.from : [opening.pay!.from, opening.pay!.to],
        );
        const page = graph.find((node) => node['@type'] === 'WebPage')!;
        expect(page.mainEntity).toEqual({ '@id': posting['@id'] });
      }
    });
});
