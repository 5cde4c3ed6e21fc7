import type { Office, Opening, Service, SiteConfig } from '../content/types';
import { employmentTypes, payUnits } from '../content/schema/opening';
import { promiseMark } from '../content/surge';
import { DAY_SETS } from '../domain/business-hours';
import { toE164 } from '../lib/phone';
import { mapUrl, providersOf, provinceName } from '../domain/places';
import { paths } from '../domain/paths';
import type { PostingPart, Route } from '../pages/page-kind';
import { shareImage } from './share-image';

type Node = Record<string, unknown> & { '@type': string; '@id': string };

/** An office in full: the LocalBusiness type of a restoration company, always with its address. */
export const LOCAL_BUSINESS = 'HomeAndConstructionBusiness';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Stable @ids, the same on every page, so search engines join the pages' graphs: the company,
 * the site, each office (by its id), and each page's own nodes under its URL.
 */
export const nodeIds = (siteUrl: string) => ({
  organization: `${siteUrl}/#organization`,
  website: `${siteUrl}/#website`,
  // An office's node lives at its own page, under the same id on every page.
  office: (office: Office) => `${siteUrl}${paths.location(office.id)}#office`,
  page: (path: string) => `${siteUrl}${path}#webpage`,
  breadcrumb: (path: string) => `${siteUrl}${path}#breadcrumb`,
  service: (path: string) => `${siteUrl}${path}#service`,
  article: (path: string) => `${siteUrl}${path}#article`,
  job: (path: string) => `${siteUrl}${path}#job`,
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An open opening as Google for Jobs reads it: the required title, description (HTML in the tags
 * Google lists: <p>, <ul>, <li>, with the pay and the statements the law asks, as the page says
 * them), datePosted, hiringOrganization and jobLocation (the office's full address), and
 * validThrough, baseSalary in CAD with its unit, employmentType, directApply and identifier. A
 * closed one has none.
 */
export function jobPosting(
  opening: Opening,
  config: SiteConfig,
  pageUrl: string,
  parts: readonly PostingPart[],
): Node {
  const { office, pay } = opening;
  const description = parts
    .map((part) =>
      part.type === 'paragraphs'
        ? part.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')
        : `${part.heading ? `<p>${escapeHtml(part.heading)}</p>` : ''}<ul>${part.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    )
    .join('');
  return {
    '@type': 'JobPosting',
    '@id': `${pageUrl}#job`,
    title: opening.title,
    description,
    datePosted: opening.posted,
    validThrough: opening.closes,
    employmentType: employmentTypes[opening.employmentType].schemaOrg,
    hiringOrganization: {
      '@type': 'Organization',
      name: config.companyName,
      sameAs: `${config.siteUrl}/`,
      logo: `${config.siteUrl}/icon-512.png`,
    },
    jobLocation: { '@type': 'Place', address: postalAddress(office) },
    ...(pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'CAD',
            value: {
              '@type': 'QuantitativeValue',
              ...(pay.to !== undefined && pay.to !== pay.from
                ? { minValue: pay.from, maxValue: pay.to }
                : { value: pay.from }),
              unitText: payUnits[pay.per].schemaOrg,
            },
          },
        }
      : {}),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: config.companyName, value: opening.slug },
    url: pageUrl,
  };
}

const ref = (id: string) => ({ '@id': id });

/** An office's full postal address. */
const postalAddress = (office: Office) => ({
  '@type': 'PostalAddress',
  streetAddress: office.streetAddress,
  addressLocality: office.locality,
  addressRegion: office.region,
  postalCode: office.postalCode,
  addressCountry: 'CA',
});
/** The towns an office serves, each tied to the office's province. */
const cities = (names: string[], region: string) =>
  [...new Set(names)].map((name) => ({
    '@type': 'City',
    name,
    containedInPlace: { '@type': 'AdministrativeArea', name: provinceName(region) },
  }));

/**
 * An office as a page that shows only its line names it: its name, its page and its line, as an
 * Organization. Google requires an address of a LocalBusiness, and a page that does not show the
 * address gives none (where the page shows it, `officeNode` is the LocalBusiness in full).
 */
function officeLine(config: SiteConfig, office: Office): Node {
  const url = config.siteUrl;
  return {
    '@type': 'Organization',
    '@id': nodeIds(url).office(office),
    name: `${config.companyName} ${office.city}`,
    parentOrganization: ref(nodeIds(url).organization),
    // An office page without its own text is kept out of search engines: point at the site instead.
    url: office.description?.length ? `${url}${paths.location(office.id)}` : `${url}/`,
    telephone: toE164(office.phone),
  };
}

/** An office in full, on the pages that show its address: its own, the locations page, the landing's. */
function officeNode(config: SiteConfig, services: Service[], office: Office): Node {
  const url = config.siteUrl;
  const provided = services.filter((s) => providersOf([office], s.slug).length > 0);
  const hours = office.businessHours ?? config.response.businessHours;
  return {
    ...officeLine(config, office),
    '@type': LOCAL_BUSINESS,
    image: `${url}${shareImage.path}`,
    email: config.email.general,
    address: postalAddress(office),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: WEEK,
      opens: '00:00',
      closes: '23:59',
    },
    // The lines answer at any hour (above); a call-back request is answered in business hours.
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'call-back requests',
      telephone: toE164(office.phone),
      areaServed: 'CA',
      availableLanguage: 'en',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAY_SETS[hours.days].map((day) => WEEK[(day + 6) % 7]),
        opens: hours.opens,
        closes: hours.closes,
      },
    },
    geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
    hasMap: mapUrl(office),
    areaServed: cities(office.areaServed, office.region),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Restoration services',
      itemListElement: [
        {
          '@type': 'Offer',
          itemOffered: {
            '@type': 'Service',
            name: '24/7 Emergency Response',
            // The office's surge, where one holds it, as it stands when the page is written.
            description: `A crew on site in ${promiseMark('onSite', office.id)}, any hour.`,
          },
        },
        ...provided.map((service) => ({
          '@type': 'Offer',
          itemOffered: {
            '@type': 'Service',
            name: service.title,
            description: service.card.description,
            url: `${url}${paths.service(service.slug)}`,
          },
        })),
      ],
    },
  };
}

/**
 * One page's JSON-LD: the company, the site, every office (in full where the page shows its
 * address, else by its line: at thirty offices every office in full was 5 KB on every page), the page itself, its breadcrumb trail
 * (all but the landing page), on a service's page the service with its providers, and on a guide's
 * (the claims guide's too) the article with its dates and byline. No FAQ or rating markup: search
 * engines no longer show the one, and never a business's own reviews.
 */
export function pageGraph(route: Route, config: SiteConfig, services: Service[]): object {
  const url = config.siteUrl;
  const ids = nodeIds(url);
  const pageUrl = `${url}${route.path}`;
  const { subject } = route;
  const hasTrail = route.trail.length > 0;

  const graph: Node[] = [
    {
      '@type': 'Organization',
      '@id': ids.organization,
      name: config.companyName,
      legalName: config.legalName,
      url: `${url}/`,
      logo: `${url}/icon-512.png`,
      email: config.email.general,
      telephone: toE164(config.emergencyPhone),
      foundingDate: String(config.foundedYear),
      subOrganization: config.offices.map((office) => ref(ids.office(office))),
    },
    {
      '@type': 'WebSite',
      '@id': ids.website,
      url: `${url}/`,
      name: config.companyName,
      inLanguage: 'en-CA',
      publisher: ref(ids.organization),
    },
    ...config.offices.map((office) =>
      route.officesInFull?.some((shown) => shown.id === office.id)
        ? officeNode(config, services, office)
        : officeLine(config, office),
    ),
  ];

  const mainEntity = !subject
    ? null
    : subject.type === 'service'
      ? ids.service(route.path)
      : subject.type === 'office'
        ? ids.office(subject.office)
        : subject.type === 'town'
          ? ids.service(route.path)
          : subject.type === 'opening'
            ? ids.job(route.path)
            : ids.article(route.path);
  graph.push({
    '@type': 'WebPage',
    '@id': ids.page(route.path),
    url: pageUrl,
    name: route.title,
    description: route.description,
    inLanguage: 'en-CA',
    isPartOf: ref(ids.website),
    about: ref(ids.organization),
    ...(mainEntity ? { mainEntity: ref(mainEntity) } : {}),
    ...(hasTrail ? { breadcrumb: ref(ids.breadcrumb(route.path)) } : {}),
  });
  if (hasTrail) {
    graph.push({
      '@type': 'BreadcrumbList',
      '@id': ids.breadcrumb(route.path),
      itemListElement: route.trail.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: `${url}${crumb.path}`,
      })),
    });
  }
  if (subject?.type === 'service') {
    const { service } = subject;
    const providers = providersOf(config.offices, service.slug);
    graph.push({
      '@type': 'Service',
      '@id': ids.service(route.path),
      name: service.title,
      serviceType: service.title,
      description: service.details.description,
      url: pageUrl,
      provider: providers.map((office) => ref(ids.office(office))),
      areaServed: providers.flatMap((office) => cities(office.areaServed, office.region)),
    });
  }
  if (subject?.type === 'town') {
    // The town's page is the office's service there: the office by its @id, the town a City in its province.
    const { town } = subject;
    graph.push({
      '@type': 'Service',
      '@id': ids.service(route.path),
      name: route.name,
      serviceType: 'Restoration',
      description: route.description,
      url: pageUrl,
      provider: ref(ids.office(town.office)),
      areaServed: cities([town.name], town.province),
    });
  }
  if (subject?.type === 'article') {
    const guide = subject.article;
    graph.push({
      '@type': 'Article',
      '@id': ids.article(route.path),
      headline: guide.title,
      description: guide.summary,
      datePublished: guide.published,
      dateModified: guide.updated ?? guide.published,
      // Signed by the company's team or a role: the company stands behind it.
      author: { '@type': 'Organization', name: guide.byline, url: `${url}/` },
      publisher: ref(ids.organization),
      image: `${url}/${route.image.file}`,
      inLanguage: 'en-CA',
      mainEntityOfPage: ref(ids.page(route.path)),
    });
  }
  if (subject?.type === 'opening')
    graph.push(jobPosting(subject.opening, config, pageUrl, subject.description));
  return { '@context': 'https://schema.org', '@graph': graph };
}
