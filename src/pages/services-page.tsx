import { Check } from 'lucide-react';
import { ServiceIcon } from '../components/ui/service-icon';
import { servicesOf } from '../content/services';
import { PageHero } from '../sections/page-hero';
import { siteConfig } from '../site.config';
import { PageShell } from './page-shell';
import { paths } from './paths';
import type { Route } from './routes';

export function ServicesPage({ route }: { route: Route }) {
  return (
    <PageShell nav="services">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {servicesOf(siteConfig).map((service) => (
            <li
              key={service.slug}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <ServiceIcon name={service.icon} className="size-9 text-red-700" />
              <h2 className="mt-3 text-2xl font-bold text-slate-900">
                <a href={paths.service(service.slug)} className="underline underline-offset-4">
                  {service.title}
                </a>
              </h2>
              <p className="mt-2 text-slate-700">{service.card.description}</p>
              <ul className="mt-4 space-y-2">
                {service.card.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-slate-800">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-slate-700">
          Working with your insurer? Read{' '}
          <a href={paths.insurance} className="font-semibold underline underline-offset-4">
            how an insurance claim works
          </a>
          , from the first call to your deductible.
        </p>
      </div>
    </PageShell>
  );
}
