import { FileText } from 'lucide-react';
import { ArrowLinks } from '../components/arrow-links';
import { Faq } from '../components/faq';
import { SafetySteps } from '../components/safety-steps';
import { ServiceDetails } from '../components/service-details';
import type { Service } from '../content/types';
import { providersOf } from '../domain/places';
import { OfficeList } from '../sections/office-list';
import { PageHero } from '../sections/page-hero';
import {
  guides,
  jobs,
  pageText,
  safetySteps,
  services,
  siteConfig,
  testimonials,
} from 'virtual:site-content';
import { JobStories } from '../components/proof/job-stories';
import { Testimonials } from '../components/proof/testimonials';
import { TitledSection } from '../components/titled-section';
import { PageShell } from './page-shell';
import { paths } from '../domain/paths';
import type { PageKind, Route } from './page-kind';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { citiesOf, listOf } from '../domain/places';
import { LinkedList, LinkedText } from '../components/ui/linked-text';

export function ServicePage({ route, service }: { route: Route; service: Service }) {
  const others = services.filter((other) => other.slug !== service.slug);
  const text = pageText.servicePage;
  const guidesFor = guides.filter((guide) => guide.services.includes(service.slug));
  return (
    <PageShell nav="services">
      <PageHero
        trail={route.trail}
        title={route.name}
        lede={route.lede}
        {...(service.request ? { request: service.request } : {})}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-10">
          <p className="text-lg text-slate-800">
            <LinkedText text={service.details.description} />
          </p>
          <TitledSection
            titleId="while-you-wait"
            title={service.waitSteps?.title ?? safetySteps.title}
            className="rounded-xl border border-amber-300 bg-amber-50 p-5"
          >
            <div className="mt-3">
              {service.waitSteps ? (
                <LinkedList
                  ordered
                  items={service.waitSteps.steps}
                  className="list-decimal space-y-1 pl-6 text-slate-800"
                />
              ) : (
                <SafetySteps type={service.safetyType} />
              )}
            </div>
          </TitledSection>
          <div className="space-y-8">
            <ServiceDetails details={service.details} headings="h2" />
          </div>
          <Testimonials items={testimonials.filter((item) => item.service === service.slug)} />
          <JobStories items={jobs.filter((job) => job.service === service.slug)} />
          <TitledSection titleId="questions" title={text.questionsHeading} className="space-y-4">
            <Faq questions={service.faq} />
          </TitledSection>
        </div>
        <div className="space-y-8">
          <TitledSection titleId="offices" title={text.officesHeading} className="space-y-4">
            <OfficeList
              id="service-lines"
              offices={providersOf(siteConfig.offices, service.slug)}
              headings="h3"
            />
          </TitledSection>
          <TitledSection
            titleId="insurance"
            title={text.insuranceHeading}
            titleClass="text-xl font-bold"
            className="space-y-3 rounded-xl bg-slate-900 p-5 text-white"
          >
            <p className="text-slate-200">
              <LinkedText text={text.insuranceText} />
            </p>
            <a
              href={paths.insurance}
              className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
            >
              <FileText aria-hidden="true" className="size-5 shrink-0" />
              {text.insuranceLink}
            </a>
          </TitledSection>
          {guidesFor.length > 0 && (
            <ArrowLinks
              id="service-guides"
              heading={text.guidesHeading}
              links={guidesFor.map((guide) => [paths.guide(guide.id), guide.title] as const)}
            />
          )}
          <ArrowLinks
            id="other-services"
            heading={text.otherServicesHeading}
            links={others.map((other) => [paths.service(other.slug), other.title] as const)}
          />
        </div>
      </div>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 20,
  routes: ({ content, proofOf }) =>
    content.services.map((service) => {
      const offices = providersOf(content.siteConfig.offices, service.slug);
      const serviceCities = citiesOf(offices);
      const name = content.siteConfig.companyName;
      return {
        path: paths.service(service.slug),
        name: service.title,
        lede: service.card.description,
        titles: [
          `${service.title} in ${listOf(serviceCities, '&')} | ${name}`,
          `${service.title} in ${listOf(serviceCities, '&')}`,
          `${service.title} | ${name}`,
          service.title,
        ],
        description: fillPlaceholders(content.pageText.servicePage.description, {
          service: service.title,
          serviceCities: listOf(serviceCities),
          summary: service.summary,
        }),
        parent: paths.services,
        pills: serviceCities,
        subject: { type: 'service', service },
        sources: [
          `service:${service.slug}`,
          'pages:safetySteps',
          ...offices.map((office) => `office:${office.id}`),
          ...proofOf('service', service.slug),
        ],
        render: (route) => <ServicePage route={route} service={service} />,
      };
    }),
};
