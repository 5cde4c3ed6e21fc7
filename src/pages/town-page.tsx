import type { Town } from '../content/types';
import { CallLink } from '../components/ui/call-link';
import { LinkedText, LinkedParagraphs } from '../components/ui/linked-text';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { provinceName, samePlace } from '../domain/places';
import { LINE_KINDS, missingUtilities } from '../domain/town-pages';
import { OfficePageHero } from '../sections/page-hero';
import { jobs, pageText, testimonials, uninsured } from 'virtual:site-content';
import { programAnchor } from './uninsured-page';
import { JobStories } from '../components/proof/job-stories';
import { Testimonials } from '../components/proof/testimonials';
import { ResponseTimes } from '../components/response-times';
import { TitledSection } from '../components/titled-section';
import { PageShell } from './page-shell';
import { SourceLine } from '../components/source-line';
import { OfficeServices } from '../components/office-services';
import { paths } from '../domain/paths';
import { formatLocalPhone, toE164 } from '../lib/phone';
import type { PageKind, Route } from './page-kind';

type Fact = Town['facts'][number];

const linkClass = 'font-semibold text-slate-900 underline underline-offset-4';

/** What a town page's words may name (page-text.json's townPage), for that town. */
export const townPlaceholders = (town: Town) => ({
  town: town.name,
  province: provinceName(town.province),
  city: town.office.city,
  locality: town.office.locality,
  officePhone: formatLocalPhone(town.office.phone),
});

/** The facts of a town in the page's three groups: the lines to call, what it offers and asks, the rest. */
export function factGroups(facts: readonly Fact[]) {
  const isLine = (fact: Fact) => LINE_KINDS.includes(fact.kind) && fact.phone !== undefined;
  return {
    lines: facts.filter(isLine),
    help: facts.filter((fact) => fact.kind === 'program' || fact.kind === 'bylaw'),
    know: facts.filter((fact) => !isLine(fact) && fact.kind !== 'program' && fact.kind !== 'bylaw'),
  };
}

const digits = (text: string) => text.replace(/\D/g, '');

/** One fact: its words (every phone and e-mail a link), its line if the words lack it, its source. */
function FactItem({ fact }: { fact: Fact }) {
  // 311 written in the words is no link (only a full number is): its line is shown beside them.
  const phoneShown =
    fact.phone && toE164(fact.phone) && digits(fact.text).includes(digits(fact.phone).slice(-10));
  return (
    <li className="space-y-1 rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-slate-800">
        <LinkedText text={fact.text} />
      </p>
      {fact.phone && !phoneShown && (
        <CallLink
          phone={fact.phone}
          className="min-h-11 font-bold text-red-700 underline-offset-4 hover:underline"
        />
      )}
      <SourceLine words={pageText.townPage.source} source={fact.source} checked={fact.checked} />
    </li>
  );
}

function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <ul className="space-y-3">
      {facts.map((fact) => (
        <FactItem key={`${fact.kind}-${fact.text}`} fact={fact} />
      ))}
    </ul>
  );
}

export function TownPage({ route, town }: { route: Route; town: Town }) {
  const { office } = town;
  const text = pageText.townPage;
  const local = (words: string) => fillPlaceholders(words, townPlaceholders(town));
  const groups = factGroups(town.facts);
  return (
    <PageShell nav="locations" office={office.id}>
      <OfficePageHero trail={route.trail} title={route.name} lede={route.lede} office={office} />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-12">
        <TitledSection titleId="lines" title={local(text.linesHeading)} className="space-y-3">
          <ul className="space-y-3">
            <li className="space-y-1 rounded-lg border-2 border-red-700 bg-white p-4">
              <p className="font-semibold text-slate-900">{local(text.ourLine)}</p>
              <CallLink
                phone={office.phone}
                label={office.city}
                className="min-h-11 text-xl font-bold text-red-700 underline-offset-4 hover:underline"
              />
            </li>
          </ul>
          <FactList facts={groups.lines} />
          {missingUtilities(town.facts).map((kind) => (
            <p key={kind} className="text-slate-800">
              {local(kind === 'gas' ? text.noGas : text.noPower)}
            </p>
          ))}
        </TitledSection>
        {groups.help.length > 0 && (
          <TitledSection titleId="help" title={local(text.helpHeading)}>
            <FactList facts={groups.help} />
          </TitledSection>
        )}
        <ProgramLink province={town.province} />
        {groups.know.length > 0 && (
          <TitledSection titleId="know" title={local(text.knowHeading)}>
            <FactList facts={groups.know} />
          </TitledSection>
        )}
        {town.words.length > 0 && (
          <TitledSection titleId="crews" title={local(text.wordsHeading)} className="space-y-4">
            <LinkedParagraphs paragraphs={town.words} className="text-lg text-slate-800" />
          </TitledSection>
        )}
        <ResponseTimes offices={[office]} />
        <Testimonials
          items={testimonials.filter(
            (item) => item.office === office.id && samePlace(item.town, town.name),
          )}
          title={local(text.testimonialsHeading)}
        />
        <JobStories
          items={jobs.filter((job) => job.office === office.id && samePlace(job.town, town.name))}
          title={local(text.jobsHeading)}
        />
        <OfficeServices
          office={office}
          titleId="town-services"
          title={local(text.servicesHeading)}
        />
        <p>
          <a
            href={paths.location(office.id)}
            className={`inline-flex min-h-11 items-center ${linkClass}`}
          >
            {local(text.officeLink)}
          </a>
        </p>
      </div>
    </PageShell>
  );
}

/** Where the town's province helps with what insurance does not pay: its disaster program. */
function ProgramLink({ province }: { province: string }) {
  const program = uninsured.programs.find((each) => each.province === province);
  if (!program) return null;
  return (
    <p>
      <a
        href={`${paths.uninsured}#${programAnchor(province)}`}
        className={`inline-flex min-h-11 items-center ${linkClass}`}
      >
        {fillPlaceholders(uninsured.townLink, { program: program.name })}
      </a>
    </p>
  );
}

export const pageKind: PageKind = {
  order: 41,
  routes: ({ content }) =>
    content.towns
      .filter(
        (town) =>
          town.hasPage && content.siteConfig.offices.some((office) => office.id === town.office.id),
      )
      .map((town) => {
        const local = townPlaceholders(town);
        const text = content.pageText.townPage;
        const name = content.siteConfig.companyName;
        const where = `${town.name}, ${town.province}`;
        return {
          path: town.path,
          name: fillPlaceholders(text.name, local),
          crumb: town.name,
          lede: fillPlaceholders(text.lede, local),
          titles: [
            `Water & Fire Damage in ${where} | ${name}`,
            `Restoration in ${where} | ${name}`,
            `Restoration in ${where}`,
          ],
          description: fillPlaceholders(text.description, local),
          parent: paths.location(town.office.id),
          pills: [town.name],
          phone: town.office.phone,
          subject: { type: 'town', town },
          office: town.office.id,
          warnings: town.warnings,
          sources: [`town:${town.id}`, `office:${town.office.id}`, 'pages:uninsured'],
          render: (route) => <TownPage route={route} town={town} />,
        };
      }),
};
