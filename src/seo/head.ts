import { services } from '../content/services.ts';
import type { SiteConfig } from '../config/site-config-types';
import { toE164 } from '../lib/phone.ts';
import { citiesOf, listOf } from '../lib/places.ts';

export const TITLE_LIMIT = 60;

/** The share image rendered at build time (scripts/images.mjs) from the same facts. */
export const shareImage = { path: '/og-image.png', width: 1200, height: 630 };

export const shareImageAlt = (config: SiteConfig) =>
  `${config.companyName}: Restoring Lives with Care. 24/7 water, fire and storm restoration in ${listOf(citiesOf(config.offices))}, on site in under 60 minutes.`;

/**
 * The home page's title: the name and every city when they fit in 60 characters (what search
 * results show), else shorter forms; `warning` says what had to go.
 */
export function homeTitle(config: SiteConfig): { title: string; warning: string | null } {
  const name = config.companyName;
  const cities = listOf(citiesOf(config.offices), '&');
  const withCities = [
    `${name} | 24/7 Restoration in ${cities}`,
    `${name} | 24/7 Restoration, ${cities}`,
    `${name} | Restoration, ${cities}`,
    `${name} | ${cities}`,
  ];
  const fits = (title: string) => title.length <= TITLE_LIMIT;
  const title = withCities.find(fits);
  if (title) return { title, warning: null };
  const short = [`${name} | 24/7 Restoration`, name].find(fits);
  const limit = `stays within ${TITLE_LIMIT} characters`;
  return short
    ? { title: short, warning: `The page title names no city so that it ${limit}: "${short}".` }
    : {
        title: name,
        warning: `The company name alone is ${name.length} characters: the page title "${name}" is cut in search results (a title ${limit}).`,
      };
}

export function homeDescription(config: SiteConfig): string {
  return `24/7 water damage restoration, fire damage restoration, storm and mold clean-up, and same-day equipment rental in ${listOf(citiesOf(config.offices))}. On site in under 60 minutes.`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

export function structuredData(config: SiteConfig): object {
  const url = config.siteUrl;
  const organizationId = `${url}/#organization`;
  const offered = [
    {
      name: '24/7 Emergency Response',
      description: 'A crew on site in under 60 minutes, any hour.',
    },
    ...services.map((service) => ({ name: service.title, description: service.description })),
  ];
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: config.companyName,
        legalName: config.legalName,
        url: `${url}/`,
        logo: `${url}/icon-512.png`,
        email: config.email.general,
        telephone: toE164(config.emergencyPhone),
        foundingDate: String(config.foundedYear),
        subOrganization: config.offices.map((office) => ({ '@id': `${url}/#${office.id}` })),
      },
      ...config.offices.map((office) => ({
        '@type': 'HomeAndConstructionBusiness',
        '@id': `${url}/#${office.id}`,
        name: `${config.companyName} ${office.city}`,
        parentOrganization: { '@id': organizationId },
        url: `${url}/`,
        image: `${url}${shareImage.path}`,
        telephone: toE164(office.phone),
        email: config.email.general,
        address: {
          '@type': 'PostalAddress',
          streetAddress: office.streetAddress,
          addressLocality: office.locality,
          addressRegion: office.region,
          postalCode: office.postalCode,
          addressCountry: 'CA',
        },
        openingHoursSpecification: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
        areaServed: office.areaServed.map((name) => ({ '@type': 'City', name })),
        hasOfferCatalog: {
          '@type': 'OfferCatalog',
          name: 'Restoration services',
          itemListElement: offered.map((service) => ({
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', ...service },
          })),
        },
      })),
    ],
  };
}

/** The <head> tags of a pre-rendered page, built from the site config. */
export function headFor(page: 'home' | 'not-found', config: SiteConfig): string {
  if (page === 'not-found') {
    return [
      `<title>Page not found | ${escapeHtml(config.companyName)}</title>`,
      meta('name', 'robots', 'noindex'),
    ].join('\n    ');
  }
  const { title } = homeTitle(config);
  const description = homeDescription(config);
  const alt = shareImageAlt(config);
  const url = `${config.siteUrl}/`;
  const image = `${config.siteUrl}${shareImage.path}`;
  const jsonLd = JSON.stringify(structuredData(config)).replace(/</g, '\\u003c');
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', config.companyName),
    meta('property', 'og:locale', 'en_CA'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(shareImage.width)),
    meta('property', 'og:image:height', String(shareImage.height)),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join('\n    ');
}
