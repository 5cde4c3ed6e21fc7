import { Byline } from '../components/byline';
import { Faq } from '../components/faq';
import { EmergencyLines } from '../components/emergency-lines';
import { PageHero } from '../sections/page-hero';
import { pageText, sign, uninsured } from 'virtual:site-content';
import { paths } from '../domain/paths';
import { PageShell } from './page-shell';
import type { ClaimsGuide } from '../content/types';
import type { PageKind, Route } from './page-kind';
import { LinkedParagraphs, LinkedText } from '../components/ui/linked-text';
import { TitledSection } from '../components/titled-section';

export function InsurancePage({ route, guide }: { route: Route; guide: ClaimsGuide }) {
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12">
        <Byline guide={guide} />
        <ol className="space-y-8">
          {guide.steps.map((step, i) => (
            <li key={step.heading} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-red-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <TitledSection
                titleId={`step-${i + 1}`}
                title={step.heading}
                titleClass="pt-1 text-2xl font-bold text-slate-900"
              >
                <LinkedParagraphs paragraphs={step.paragraphs} className="text-lg text-slate-800" />
              </TitledSection>
            </li>
          ))}
        </ol>
        <EmergencyLines />
        <TitledSection
          titleId="questions"
          title={pageText.insurancePage.questionsHeading}
          className="space-y-4"
        >
          <Faq questions={guide.questions} />
        </TitledSection>
        <p className="text-sm text-slate-600">
          <LinkedText text={guide.disclaimer} />
        </p>
        <a
          href={paths.sign}
          className="flex min-h-11 items-center font-semibold text-slate-900 underline underline-offset-4"
        >
          {sign.claimsLink}
        </a>
        <a
          href={paths.uninsured}
          className="flex min-h-11 items-center font-semibold text-slate-900 underline underline-offset-4"
        >
          {uninsured.guideLink}
        </a>
        <a
          href={paths.pros}
          className="inline-flex min-h-11 items-center font-semibold text-slate-900 underline underline-offset-4"
        >
          {pageText.insurancePage.prosLink}
        </a>
      </div>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 50,
  routes: ({ content: { insurance: guide, siteConfig } }) => [
    {
      path: paths.insurance,
      name: guide.title,
      lede: guide.lede,
      titles: [
        `Insurance Claims for Property Damage | ${siteConfig.companyName}`,
        `Insurance Claims Help | ${siteConfig.companyName}`,
        guide.title,
      ],
      description: guide.description,
      subject: { type: 'article', article: guide },
      sources: ['pages:insurance', 'pages:uninsured'],
      updated: guide.updated ?? guide.published,
      render: (route) => <InsurancePage route={route} guide={guide} />,
    },
  ],
};
