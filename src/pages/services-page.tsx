import { ServiceCard } from '../components/service-card';
import { PageHero } from '../sections/page-hero';
import { pageText, services } from 'virtual:site-content';
import { PageShell } from './page-shell';
import { paths } from '../domain/paths';
import type { PageKind, Route } from './page-kind';
import { citiesOf, listOf } from '../domain/places';

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

export const pageKind: PageKind = {
  order: 10,
  routes: ({ content, allOf }) => {
    const { companyName: name, offices } = content.siteConfig;
    const text = content.pageText.services;
    return [
      {
        path: paths.services,
        name: text.name,
        crumb: 'Services',
        lede: text.lede,
        titles: [
          `Restoration Services in ${listOf(citiesOf(offices), '&')} | ${name}`,
          `Restoration Services | ${name}`,
          'Restoration Services',
        ],
        description: text.description,
        sources: allOf('service:'),
        render: (route) => <ServicesPage route={route} />,
      },
    ];
  },
};
