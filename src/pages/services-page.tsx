import { ServiceCard } from '../components/service-card';
import { PageHero } from '../sections/page-hero';
import { pageText, services } from 'virtual:site-content';
import { PageShell } from './page-shell';
import { paths } from '../lib/paths';
import type { Route } from './routes';

export function ServicesPage({ route }: { route: Route }) {
  return (
    <PageShell nav="services">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {services.map((service) => (
            <ServiceCard key={service.slug} service={service} heading="h2" />
          ))}
        </ul>
        <p className="mt-10 text-slate-700">
          {pageText.services.insuranceQuestion}{' '}
          <a href={paths.insurance} className="font-semibold underline underline-offset-4">
            {pageText.services.insuranceLink}
          </a>
          .
        </p>
      </div>
    </PageShell>
  );
}
