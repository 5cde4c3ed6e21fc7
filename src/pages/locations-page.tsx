import { CallLink } from '../components/ui/call-link';
import { OfficeAddress } from '../components/ui/office-address';
import { PageHero } from '../sections/page-hero';
import { siteConfig } from '../site.config';
import { PageShell } from './page-shell';
import { paths } from './paths';
import type { Route } from './routes';

export function LocationsPage({ route }: { route: Route }) {
  return (
    <PageShell nav="locations">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {siteConfig.offices.map((office) => (
            <li
              key={office.id}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 className="text-2xl font-bold text-slate-900">
                <a href={paths.location(office.id)} className="underline underline-offset-4">
                  {office.city}
                </a>
              </h2>
              <CallLink
                phone={office.phone}
                className="min-h-11 text-xl font-bold text-red-700 underline-offset-4 hover:underline"
              />
              <OfficeAddress office={office} className="mt-2" />
              <p className="mt-3 text-slate-700">
                <span className="font-semibold">Serving:</span> {office.areaServed.join(', ')}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </PageShell>
  );
}
