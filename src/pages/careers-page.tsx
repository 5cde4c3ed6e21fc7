import { OfficeAddress } from '../components/office-address';
import { CallLink } from '../components/ui/call-link';
import { buttonClass } from '../components/ui/button';
import { LinkedList, LinkedParagraphs, LinkedText } from '../components/ui/linked-text';
import { TitledSection } from '../components/titled-section';
import { RequestSection } from '../forms/islands/request-section';
import { employmentTypes, payText } from '../content/schema/opening';
import type { Opening } from '../content/types';
import { paths } from '../domain/paths';
import { addressOf } from '../domain/routing';
import { citiesOf } from '../domain/places';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { longDate } from '../lib/dates';
import { formatLocalPhone } from '../lib/phone';
import { PageHero } from '../sections/page-hero';
import { careers, requestForms, siteConfig } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';

const text = 'text-lg text-slate-800';

/** Where applications and résumés go: the careers e-mail, else the general one. */
const careersEmail = () => addressOf('careers', siteConfig.email);

/** An opening's pay, type and last day, as the list and its page both give them. */
function Facts({ opening }: { opening: Opening }) {
  const words = careers.opening;
  const facts: Array<[string, string, string?]> = [
    [words.pay, opening.pay ? payText(opening.pay) : ''],
    [words.type, employmentTypes[opening.employmentType].label],
    [words.closes, longDate(opening.closes), opening.closes],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      {facts
        .filter(([, value]) => value)
        .map(([term, value, date]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-900">{term}</dt>
            <dd className="text-slate-800">
              {date ? <time dateTime={date}>{value}</time> : value}
            </dd>
          </div>
        ))}
    </dl>
  );
}

/** The openings by office, each with its pay; a general note for anyone, opening or not. */
export function CareersPage({ route, openings }: { route: Route; openings: Opening[] }) {
  // The openings come by office, in the offices' order (the loader sorts them so).
  const offices = [
    ...new Map(openings.map((opening) => [opening.office.id, opening.office])).values(),
  ];
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12">
        {offices.length === 0 && <p className={text}>{careers.none}</p>}
        {offices.map((office) => (
          <TitledSection key={office.id} titleId={`openings-${office.id}`} title={office.city}>
            <ul className="space-y-8">
              {openings
                .filter((opening) => opening.office.id === office.id)
                .map((opening) => (
                  <li key={opening.slug} className="space-y-2">
                    <h3 className="text-xl font-bold text-slate-900">
                      <a
                        href={paths.opening(opening.slug)}
                        className="underline underline-offset-4"
                      >
                        {opening.title}
                      </a>
                    </h3>
                    <p className={text}>{opening.summary}</p>
                    <Facts opening={opening} />
                  </li>
                ))}
            </ul>
          </TitledSection>
        ))}
        <TitledSection titleId="general" title={careers.general.heading}>
          <p className={text}>
            <LinkedText text={fillPlaceholders(careers.general.text, { email: careersEmail() })} />
          </p>
        </TitledSection>
      </div>
    </PageShell>
  );
}

/**
 * One opening: its facts, the statements the law asks (vacancy, AI, the 45 days), the work, and
 * the application; past its last day, only that it closed.
 */
export function OpeningPage({ route, opening }: { route: Route; opening: Opening }) {
  const words = careers.opening;
  const subject = `${opening.title}, ${opening.office.city}`;
  if (!opening.open)
    return (
      <PageShell nav="other">
        <PageHero trail={route.trail} title={route.name} lede={route.lede} />
        <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
          <p className={text}>
            {fillPlaceholders(words.closed, { date: longDate(opening.closes) })}
          </p>
          <p>
            <a href={paths.careers} className="font-semibold underline underline-offset-4">
              {words.others}
            </a>
          </p>
        </div>
      </PageShell>
    );
  const ai = opening.artificialIntelligence;
  return (
    <PageShell nav="other">
      <PageHero
        trail={route.trail}
        title={route.name}
        lede={route.lede}
        jump={{ label: requestForms.application.heading, href: '#apply' }}
      />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12">
        <div className="space-y-4">
          <Facts opening={opening} />
          <OfficeAddress office={opening.office} />
          <p className="text-sm text-slate-600">
            {words.posted} <time dateTime={opening.posted}>{longDate(opening.posted)}</time>
          </p>
          <ul className={`${text} list-disc space-y-1 pl-6`}>
            {opening.existingVacancy !== undefined && (
              <li>{opening.existingVacancy ? words.vacancy : words.notVacancy}</li>
            )}
            {ai && (
              <li>{ai.used ? fillPlaceholders(words.ai, { how: ai.how ?? '' }) : words.noAi}</li>
            )}
            <li>{words.decision}</li>
          </ul>
        </div>
        <TitledSection titleId="work" title={words.work}>
          <LinkedParagraphs paragraphs={opening.work} className={text} />
        </TitledSection>
        <TitledSection titleId="asks" title={words.asks}>
          <LinkedList items={opening.asks} className={`${text} list-disc space-y-1 pl-6`} />
        </TitledSection>
        <TitledSection titleId="offers" title={words.offers}>
          <LinkedList items={opening.offers} className={`${text} list-disc space-y-1 pl-6`} />
        </TitledSection>
        <RequestSection
          kind="application"
          id="apply"
          fixed={{ opening: opening.title, office: opening.office.city }}
          noScript={
            <>
              <p>
                <NoScriptApply subject={subject} />
              </p>
              <CallLink
                phone={opening.office.phone}
                label={opening.office.city}
                className={buttonClass('secondary', 'w-full sm:w-auto')}
              />
            </>
          }
        />
      </div>
    </PageShell>
  );
}

/** With scripts off: the careers e-mail as a link whose subject names the opening. */
function NoScriptApply({ subject }: { subject: string }) {
  const email = careersEmail();
  const [before, after] = careers.opening.noScript.split('{{email}}');
  const href = `mailto:${email}?subject=${encodeURIComponent(subject)}`;
  return (
    <>
      {fillPlaceholders(before ?? '', { opening: subject })}
      <a href={href} className="font-semibold underline underline-offset-4">
        {email}
      </a>
      {fillPlaceholders(after ?? '', { opening: subject })}
    </>
  );
}

export const pageKind: PageKind = {
  order: 105,
  routes: ({ content, allOf }) => {
    const page = content.careers;
    const open = content.openings.filter((opening) => opening.open);
    const cities = citiesOf(content.siteConfig.offices);
    return [
      {
        path: paths.careers,
        name: page.title,
        lede: page.lede,
        titles: [`${page.title} | ${content.siteConfig.companyName}`, page.title],
        description: page.description,
        pills: cities,
        sources: ['pages:careers', ...allOf('opening:')],
        warnings: content.openings.flatMap((opening) => opening.warnings),
        render: (route) => <CareersPage route={route} openings={open} />,
      },
      ...content.openings.map((opening) => {
        const pay = opening.pay ? payText(opening.pay) : '';
        return {
          path: paths.opening(opening.slug),
          name: opening.title,
          crumb: `${opening.title}, ${opening.office.city}`,
          lede: opening.summary,
          titles: [
            `${opening.title}, ${opening.office.city} | ${content.siteConfig.companyName}`,
            `${opening.title}, ${opening.office.city}`,
          ] as [string, string],
          description: fillPlaceholders(page.opening.description, {
            title: opening.title,
            city: opening.office.city,
            pay,
            officePhone: formatLocalPhone(opening.office.phone),
          }),
          parent: paths.careers,
          // Past its last day: out of search, the sitemap and Google for Jobs; the link still answers.
          indexable: opening.open,
          ...(opening.open
            ? { subject: { type: 'opening' as const, opening, headings: page.opening } }
            : {}),
          pills: [opening.office.city],
          phone: opening.office.phone,
          imageOf: opening.open ? undefined : paths.careers,
          sources: ['pages:careers', `opening:${opening.slug}`],
          render: (route: Route) => <OpeningPage route={route} opening={opening} />,
        };
      }),
    ];
  },
};
