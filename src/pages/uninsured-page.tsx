import { siteConfig, uninsured } from 'virtual:site-content';
import { SourcedRules } from '../components/sourced-rules';
import { TitledSection } from '../components/titled-section';
import { paths } from '../domain/paths';
import { PageHero } from '../sections/page-hero';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';

/** The id of a province's program on the page, for the town pages' links. */
export const programAnchor = (province: string) => `program-${province.toLowerCase()}`;

/** The programs of the provinces the company's offices are in, in the content's order. */
export const programsOf = <P extends { province: string }>(
  programs: readonly P[],
  offices: ReadonlyArray<{ region: string }>,
) => programs.filter((program) => offices.some((office) => office.region === program.province));

/**
 * When insurance does not pay: each office's province's disaster program (who can apply, what it
 * covers and excludes, when it opens, where to check), each fact with its source and date.
 */
export function UninsuredPage({ route }: { route: Route }) {
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12">
        <p className="text-lg text-slate-800">{uninsured.intro}</p>
        {programsOf(uninsured.programs, siteConfig.offices).map((program) => (
          <TitledSection
            key={program.province}
            id={programAnchor(program.province)}
            titleId={`${programAnchor(program.province)}-title`}
            title={program.name}
          >
            <SourcedRules rules={program.facts} sourceWords={uninsured.source} />
          </TitledSection>
        ))}
      </div>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 55,
  routes: ({ content }) =>
    programsOf(content.uninsured.programs, content.siteConfig.offices).length === 0
      ? []
      : [
          {
            path: paths.uninsured,
            name: content.uninsured.title,
            crumb: 'When insurance does not pay',
            lede: content.uninsured.lede,
            titles: [
              `When Insurance Does Not Pay | ${content.siteConfig.companyName}`,
              'When Insurance Does Not Pay',
            ],
            description: content.uninsured.description,
            sources: ['pages:uninsured'],
            render: (route) => <UninsuredPage route={route} />,
          },
        ],
};
