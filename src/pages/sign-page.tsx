import { FileDown } from 'lucide-react';
import { papers, siteConfig, sign } from 'virtual:site-content';
import { rulesFor, SourcedRules } from '../components/sourced-rules';
import { TitledSection } from '../components/titled-section';
import { LinkedParagraphs } from '../components/ui/linked-text';
import { paths } from '../domain/paths';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { kilobytes } from '../lib/file-size';
import { PageHero } from '../sections/page-hero';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';

/** A paper's id on the page, for a link to it. */
export const paperAnchor = (id: string) => `paper-${id}`;

/**
 * Before you sign: each paper the company asks a homeowner to sign, blank, with what it allows,
 * what it does not and when to sign it; then who pays what, and the rules behind it, sourced.
 */
export function SignPage({ route }: { route: Route }) {
  const provinces = [...new Set(siteConfig.offices.map((office) => office.region))];
  const { labels } = sign;
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 text-lg text-slate-800">
        <p>{sign.intro}</p>
        <TitledSection titleId="papers" title={sign.papersHeading} className="space-y-8">
          {papers.length === 0 && <p>{sign.none}</p>}
          {papers.map((paper) => (
            <section
              key={paper.id}
              id={paperAnchor(paper.id)}
              aria-labelledby={`${paperAnchor(paper.id)}-title`}
              className="space-y-3 rounded-xl border border-slate-200 bg-white p-6"
            >
              <h3
                id={`${paperAnchor(paper.id)}-title`}
                className="text-xl font-bold text-slate-900"
              >
                {paper.title}
              </h3>
              <dl className="space-y-3">
                {(
                  [
                    [labels.allows, paper.allows],
                    [labels.doesNot, paper.doesNot],
                    [labels.when, paper.when],
                  ] as const
                ).map(([term, words]) => (
                  <div key={term}>
                    <dt className="font-semibold text-slate-900">{term}</dt>
                    <dd>{words}</dd>
                  </div>
                ))}
              </dl>
              <a
                href={paper.path}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-slate-900 underline underline-offset-4"
              >
                <FileDown aria-hidden="true" className="size-5 shrink-0" />
                {fillPlaceholders(labels.download, {
                  paper: paper.title,
                  size: kilobytes(paper.bytes),
                })}
              </a>
            </section>
          ))}
        </TitledSection>
        <TitledSection titleId="who-pays" title={sign.pays.heading}>
          <LinkedParagraphs paragraphs={sign.pays.paragraphs} />
        </TitledSection>
        <TitledSection titleId="rules" title={sign.rules.heading}>
          <SourcedRules
            rules={rulesFor(sign.rules.items, provinces)}
            sourceWords={sign.rules.source}
          />
        </TitledSection>
      </div>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 54,
  routes: ({ content, allOf }) => [
    {
      path: paths.sign,
      name: content.sign.title,
      crumb: 'Before you sign',
      lede: content.sign.lede,
      titles: [`Before You Sign | ${content.siteConfig.companyName}`, 'Before You Sign'],
      description: content.sign.description,
      sources: ['pages:sign', ...allOf('paper:')],
      render: (route) => <SignPage route={route} />,
    },
  ],
};
