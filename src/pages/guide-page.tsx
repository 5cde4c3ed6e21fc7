import { ArrowLinks } from '../components/arrow-links';
import { Byline } from '../components/byline';
import { EmergencyLines } from '../components/emergency-lines';
import { LinkedParagraphs } from '../components/ui/linked-text';
import type { Guide } from '../content/types';
import { paths } from '../domain/paths';
import { PageHero } from '../sections/page-hero';
import { pageText, services } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { TitledSection } from '../components/titled-section';

/** One guide: its byline and dates, its sections, the lines to call and the services it concerns. */
export function GuidePage({ route, guide }: { route: Route; guide: Guide }) {
  const text = pageText.guidePage;
  const concerned = services.filter((service) => guide.services.includes(service.slug));
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <article className="mx-auto max-w-3xl space-y-10 px-4 py-12">
        <Byline guide={guide} />
        {guide.sections.map((section, i) => (
          <TitledSection key={section.heading} titleId={`section-${i + 1}`} title={section.heading}>
            <LinkedParagraphs paragraphs={section.paragraphs} className="text-lg text-slate-800" />
          </TitledSection>
        ))}
        <EmergencyLines />
        <ArrowLinks
          id="guide-services"
          heading={text.servicesHeading}
          links={concerned.map((service) => [paths.service(service.slug), service.title] as const)}
        />
      </article>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 120,
  routes: ({ content }) =>
    content.guides.map((article) => ({
      path: paths.guide(article.id),
      name: article.title,
      lede: article.summary,
      titles: [`${article.title} | ${content.siteConfig.companyName}`, article.title],
      description: fillPlaceholders(content.pageText.guidePage.description, {
        summary: article.summary,
      }),
      parent: paths.guides,
      subject: { type: 'article', article },
      sources: [`guide:${article.id}`],
      updated: article.updated ?? article.published,
      render: (route) => <GuidePage route={route} guide={article} />,
    })),
};
