import { ArrowRight, Check, Droplets, Gauge, Wind, type LucideIcon } from 'lucide-react';
import { ServiceCard } from '../components/service-card';
import { ServiceIcon } from '../components/service-icon';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { paths } from '../domain/paths';
import { highlights, pageText, services } from 'virtual:site-content';
import { LinkedText } from '../components/ui/linked-text';

const equipmentIcons: LucideIcon[] = [Droplets, Wind, Gauge];

export function Services() {
  const cards = services.filter((service) => service.landing === 'card');
  const more = services.filter((service) => service.landing === 'link');
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="render-when-near scroll-mt-4 bg-slate-50 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2
          id="services-title"
          className="text-center text-3xl font-extrabold text-slate-900 sm:text-4xl"
        >
          Our Expert Services
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">
          {pageText.landing.servicesLede}
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map((service) => (
            <ServiceCard key={service.slug} service={service} heading="h3">
              <OpenDialogButton
                dialog={service.slug}
                fallbackHref={paths.service(service.slug)}
                variant="outline"
                className="mt-6"
              >
                Learn More<span className="sr-only"> about {service.title}</span>
              </OpenDialogButton>
            </ServiceCard>
          ))}
        </ul>

        {more.length > 0 && (
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {more.map((service) => (
              <li key={service.slug}>
                <a
                  href={paths.service(service.slug)}
                  className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-slate-400"
                >
                  <ServiceIcon name={service.icon} className="size-8 shrink-0 text-red-700" />
                  <span>
                    <span className="flex items-center gap-2 text-lg font-bold text-slate-900 group-hover:underline">
                      {service.title}
                      <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                    </span>
                    <span className="mt-1 block text-slate-700">{service.card.description}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}

        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-xl bg-slate-900 p-6 text-white sm:p-8">
            <h3 className="text-2xl font-bold">{highlights.fireExpertise.title}</h3>
            <p className="mt-3 text-slate-200">
              <LinkedText text={highlights.fireExpertise.text} />
            </p>
            <ul className="mt-5 grid grid-cols-2 gap-3">
              {highlights.fireExpertise.points.map((point) => (
                <li key={point} className="flex items-center gap-2 font-semibold">
                  <Check aria-hidden="true" className="size-5 shrink-0 text-red-300" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 sm:p-8">
            <h3 className="text-2xl font-bold text-slate-900">{highlights.equipment.title}</h3>
            <p className="mt-3 text-slate-700">
              <LinkedText text={highlights.equipment.text} />
            </p>
            <ul className="mt-5 space-y-4">
              {highlights.equipment.items.map((item, i) => {
                const Icon = equipmentIcons[i] ?? Gauge;
                return (
                  <li key={item.title} className="flex gap-3">
                    <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
                    <div>
                      <h4 className="font-semibold text-slate-900">{item.title}</h4>
                      <p className="text-slate-700">
                        <LinkedText text={item.text} />
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
