import { OfficeCard } from '../components/office-card';
import { OfficeFinder } from '../sections/office-finder';
import { PageHero } from '../sections/page-hero';
import { pageText, siteConfig } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { Route } from './routes';

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
