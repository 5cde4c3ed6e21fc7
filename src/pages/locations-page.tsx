import { OfficeCard } from '../components/office-card';
import { OfficeFinder } from '../sections/office-finder';
import { PageHero } from '../sections/page-hero';
import { pageText, siteConfig } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';
import { paths } from '../lib/paths';
import { citiesOf, listOf } from '../lib/places';

export function LocationsPage({ route }: { route: Route }) {
  return (
    <PageShell nav="locations">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <OfficeFinder />
        <ul className="grid gap-6 md:grid-cols-2">
          {siteConfig.offices.map((office) => (
            <OfficeCard key={office.id} office={office} heading="h2">
              <p className="mt-3 text-slate-700">
                <span className="font-semibold">{pageText.locations.serving}</span>{' '}
                {office.areaServed.join(', ')}
              </p>
            </OfficeCard>
          ))}
        </ul>
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
        sources: allOf('office:'),
        render: (route) => <LocationsPage route={route} />,
      },
    ];
  },
};
