import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { citiesOf } from '../../src/domain/places';
import { toE164 } from '../../src/lib/phone';
import { homeTitle, TITLE_LIMIT } from '../../src/pages/titles';
import { builtSites, graphOf, pageDocument, writtenOn } from './sites';

/** A PNG's size, from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const PNG_SIGNATURE = '89504e470d0a1a0a';

// The landing page's head and structured data, as the example's build and the three-office
// company's write them (the page itself, drawn: tests/e2e/landing.spec.ts).
describe.each(await builtSites('site', 'three'))('the $name landing page', (built) => {
  const { site, dir } = built;
  const document = pageDocument(built, '/');
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

  test('names the company and every city in the head, with a share image of its own', () => {
    const title = document.title;
    expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(title).toContain(site.companyName);
    if (!homeTitle(site).warning)
      for (const city of citiesOf(site.offices)) expect(title).toContain(city);
    for (const city of citiesOf(site.offices)) {
      expect(meta('description')).toContain(city);
      expect(meta('og:image:alt')).toContain(city);
    }
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${site.siteUrl}/`,
    );
    expect(meta('og:url')).toBe(`${site.siteUrl}/`);
    const image = meta('og:image');
    expect(image).toBe(`${site.siteUrl}/og-image.png`);
    const body = readFileSync(join(dir, new URL(image!).pathname));
    expect(body.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    expect(pngSize(body)).toEqual({
      width: Number(meta('og:image:width')),
      height: Number(meta('og:image:height')),
    });
    // Text and a gradient, not a blank: a plain 1200×630 PNG compresses to a few kilobytes.
    expect(body.length).toBeGreaterThan(30_000);
  });

  test('describes the company and each office in JSON-LD', () => {
    const graph = graphOf(document);
    const organization = graph.find((node) => node['@type'] === 'Organization');
    const offices = graph.filter((node) => node['@type'] === 'HomeAndConstructionBusiness');
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: site.companyName,
      legalName: site.legalName,
      url: `${site.siteUrl}/`,
      email: site.email.general,
      telephone: toE164(site.emergencyPhone),
      foundingDate: String(site.foundedYear),
    });
    expect(offices).toHaveLength(site.offices.length);
    const ids = offices.map((office) => office['@id']);
    expect(new Set(ids).size).toBe(site.offices.length);
    expect(organization!.subOrganization).toEqual(ids.map((id) => ({ '@id': id })));
    site.offices.forEach((office, i) => {
      // Each office's node is at its own page, under the same id on every page.
      expect(ids[i]).toBe(`${site.siteUrl}/locations/${office.id}/#office`);
      expect(offices[i]).toMatchObject({
        '@type': 'HomeAndConstructionBusiness',
        name: `${site.companyName} ${office.city}`,
        telephone: toE164(office.phone),
        address: {
          streetAddress: office.streetAddress,
          addressLocality: office.locality,
          addressRegion: office.region,
          postalCode: office.postalCode,
          addressCountry: 'CA',
        },
        areaServed: office.areaServed.map((name) =>
          expect.objectContaining({ '@type': 'City', name }),
        ),
        geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
      });
    });
  });
});

describe('the landing page of the example’s build, as a crawler reads it', async () => {
  const built = (await builtSites('site'))[0]!;
  const { content } = built;

  test('every service detail and every legal text is in the HTML', () => {
    const document = pageDocument(built, '/');
    const textOf = (id: string) => document.getElementById(id)?.textContent ?? '';
    const dialogs = content.services
      .filter((service) => service.landing === 'card')
      .map((service) => [service.slug, service.details] as const);
    expect(dialogs).toHaveLength(3);
    for (const [id, details] of dialogs) {
      const text = textOf(id);
      for (const part of [
        details.description,
        ...details.process,
        ...details.benefits,
        ...details.equipment,
        details.timeline,
        ...details.coverage,
      ])
        expect(text, id).toContain(writtenOn(built, part));
    }
    for (const [id, doc] of [
      ['privacy-policy', content.legal.privacy],
      ['terms-of-service', content.legal.terms],
    ] as const) {
      const text = textOf(id);
      for (const section of doc.sections)
        for (const part of [section.heading, ...section.paragraphs])
          expect(text, id).toContain(writtenOn(built, part));
    }
  });
});
