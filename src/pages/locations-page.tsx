import { Fragment } from 'react';
import { OfficeCard } from '../components/office-card';
import { OfficeFinder } from '../components/office-finder';
import { PageHero } from '../sections/page-hero';
import { pageText, siteConfig, towns } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';
import { paths } from '../domain/paths';
import { byProvince, citiesOf, GROUPED_ABOVE, listOf } from '../domain/places';
import type { Office } from '../content/types';

/** The towns an office serves, those with a page of their own as links to it. */
function TownNames({ office }: { office: Office }) {
  return office.areaServed.map((name, i) => {
    const page = towns.find(
      (town) => town.hasPage && town.office.id === office.id && town.name === name,
    );
    return (
      <Fragment key={name}>
        {i > 0 && ', '}
        {page ? (
          <a href={page.path} className="font-semibold underline underline-offset-4">
            {name}
          </a>
        ) : (
          name
        )}
      </Fragment>
    );
  });
}

/** Each office's card: its line, where it is, and the towns it serves. */
function Cards({ offices, heading }: { offices: readonly Office[]; heading: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {offices.map((office) => (
        <OfficeCard key={office.id} office={office} heading={heading}>
          <p className="mt-3 text-slate-700">
            <span className="font-semibold">{pageText.locations.serving}</span>{' '}
            <TownNames office={office} />
          </p>
        </OfficeCard>
      ))}
    </ul>
  );
}

/** The finder, and every office's card; beyond a few offices, by province. */
export function LocationsPage({ route }: { route: Route }) {
  const { offices } = siteConfig;
  return (
    <PageShell nav="locations">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <OfficeFinder />
        {offices.length > GROUPED_ABOVE ? (
          byProvince(offices).map(({ region, name, offices: inProvince }) => (
            <section
              key={region}
              aria-labelledby={`province-${region}`}
              className="mt-10 first-of-type:mt-0"
            >
              <h2 id={`province-${region}`} className="mb-4 text-2xl font-bold text-slate-900">
                {name}
              </h2>
              <Cards offices={inProvince} heading="h3" />
            </section>
          ))
        ) : (
          <Cards offices={offices} heading="h2" />
        )}
      </div>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 30,
  routes: ({ content, allOf }) => {
    const { companyName: name, offices } = content.siteConfig;
    const text = content.pageText.locations;
    const cities = listOf(citiesOf(offices), '&');
    return [
      {
        path: paths.locations,
        name: text.name,
        crumb: 'Locations',
        lede: text.lede,
        titles: [`Our Offices in ${cities} | ${name}`, `Our Offices | ${name}`, 'Our Offices'],
        description: text.description,
        officeFinder: true,
        officesInFull: offices,
        sources: [...allOf('office:'), ...allOf('town:')],
        render: (route) => <LocationsPage route={route} />,
      },
    ];
  },
};
