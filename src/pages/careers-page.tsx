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
import { citiesOf, provinceName } from '../domain/places';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { longDate } from '../lib/dates';
import { PageHero } from '../sections/page-hero';
import { careers, requestForms, siteConfig } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { PageKind, PostingPart, Route } from './page-kind';

const text = 'text-lg text-slate-800';

/** Where applications and résumés go: the careers e-mail, else the general one. */
const careersEmail = () => addressOf('careers', siteConfig.email);

type OpeningWords = typeof careers.opening;

/** An opening's pay, type, place and last day: terms, values, and the day as a date. */
const factsOf = (opening: Opening, words: OpeningWords): Array<[string, string, string?]> =>
  (
    [
      [words.pay, opening.pay ? payText(opening.pay) : ''],
      [words.type, employmentTypes[opening.employmentType].label],
      [words.place, `${opening.office.locality}, ${provinceName(opening.office.region)}`],
      [words.closes, longDate(opening.closes), opening.closes],
    ] as Array<[string, string, string?]>
  ).filter(([, value]) => value);

/** The statements the law asks of a posting: the vacancy, AI in hiring, the 45 days. */
const statementsOf = (opening: Opening, words: OpeningWords) => {
  const ai = opening.artificialIntelligence;
  return [
    ...(opening.existingVacancy === undefined
      ? []
      : [opening.existingVacancy ? words.vacancy : words.notVacancy]),
    ...(ai ? [ai.used ? fillPlaceholders(words.ai, { how: ai.how ?? '' }) : words.noAi] : []),
    words.decision,
  ];
};

/** Hours, schedule, on-call, start and head count: each when the opening gives it. */
const detailsOf = (opening: Opening, words: OpeningWords) =>
  (
    [
      [words.hours, opening.hoursPerWeek?.toString()],
      [words.schedule, opening.schedule],
      [words.onCall, opening.onCall],
      [words.starts, opening.starts],
      [words.positions, opening.positions?.toString()],
    ] as Array<[string, string | undefined]>
  ).filter((term): term is [string, string] => term[1] !== undefined);

/**
 * An opening's description as its page gives it, part by part, for its structured data: the
 * facts, the work, each list under its heading, and the statements; nothing the page does not say.
 */
export function postingParts(
  opening: Opening,
  words: OpeningWords,
  accommodation: string | undefined,
): PostingPart[] {
  const list = (heading: string, items: readonly string[]): PostingPart[] =>
    items.length > 0 ? [{ type: 'list', heading, items }] : [];
  return [
    { type: 'list', items: factsOf(opening, words).map(([term, value]) => `${term}: ${value}`) },
    { type: 'paragraphs', paragraphs: opening.work },
    ...list(words.asks, opening.asks),
    ...list(words.offers, opening.offers),
    ...list(
      words.details,
      detailsOf(opening, words).map(([term, value]) => `${term}: ${value}`),
    ),
    ...list(words.benefits, opening.benefits ?? []),
    ...list(words.conditions, opening.conditions ?? []),
    { type: 'list', items: statementsOf(opening, words) },
    ...(accommodation ? [{ type: 'paragraphs' as const, paragraphs: [accommodation] }] : []),
  ];
}

/** An opening's pay, type, place and last day, as the list and its page's top both give them. */
function Facts({ opening, onDark = false }: { opening: Opening; onDark?: boolean }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:gap-x-6">
      {factsOf(opening, careers.opening).map(([term, value, date]) => (
        <div key={term} className="contents">
          <dt className={`font-semibold ${onDark ? 'text-white' : 'text-slate-900'}`}>{term}</dt>
          <dd className={onDark ? 'text-slate-100' : 'text-slate-800'}>
            {date ? <time dateTime={date}>{value}</time> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What a technician asks before applying: hours, schedule, on-call, start, head count, benefits, conditions; each when given. */
function Details({ opening }: { opening: Opening }) {
  const words = careers.opening;
  const given = detailsOf(opening, words);
  const benefits = opening.benefits ?? [];
  const conditions = opening.conditions ?? [];
  if (given.length === 0 && benefits.length === 0 && conditions.length === 0) return null;
  return (
    <TitledSection titleId="details" title={words.details}>
      <div className="space-y-6">
        {given.length > 0 && (
          <dl className={`${text} grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]`}>
            {given.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-slate-900">{term}</dt>
                <dd>
                  <LinkedText text={value} />
                </dd>
              </div>
            ))}
          </dl>
        )}
        {benefits.length > 0 && (
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{words.benefits}</h3>
            <LinkedList items={benefits} className={`${text} list-disc space-y-1 pl-6`} />
          </div>
        )}
        {conditions.length > 0 && (
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{words.conditions}</h3>
            <LinkedList items={conditions} className={`${text} list-disc space-y-1 pl-6`} />
          </div>
        )}
      </div>
    </TitledSection>
  );
}

/** Accommodation for applicants with disabilities, on request (AODA, O. Reg. 191/11, s. 22). */
function Accommodation() {
  const words = requestForms.application.accommodation;
  return words ? (
    <p className={text}>
      <LinkedText text={words} />
    </p>
  ) : null;
}

/** On paper only: whose opening it is, its address and how to apply, as the page's last lines. */
function PrintedFooter({ opening }: { opening: Opening }) {
  const url = `${siteConfig.siteUrl}${paths.opening(opening.slug)}`;
  return (
    <div className="hidden border-t border-slate-400 pt-2 text-sm print:block">
      <p className="font-semibold">{siteConfig.companyName}</p>
      <p>
        <LinkedText
          text={fillPlaceholders(careers.opening.howToApply, { url, email: careersEmail() })}
        />
      </p>
    </div>
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
        <Accommodation />
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
  return (
    <PageShell nav="other">
      <PageHero
        trail={route.trail}
        title={route.name}
        lede={route.lede}
        facts={<Facts opening={opening} onDark />}
        jump={{ label: requestForms.application.heading, href: '#apply' }}
      />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 print:space-y-4 print:py-0">
        <div className="space-y-4">
          <OfficeAddress office={opening.office} />
          <p className="text-sm text-slate-600">
            {words.posted} <time dateTime={opening.posted}>{longDate(opening.posted)}</time>
          </p>
          <ul className={`${text} list-disc space-y-1 pl-6`}>
            {statementsOf(opening, words).map((statement) => (
              <li key={statement}>{statement}</li>
            ))}
          </ul>
          <Accommodation />
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
        <Details opening={opening} />
        <PrintedFooter opening={opening} />
        <div className="print:hidden">
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
            type: employmentTypes[opening.employmentType].label.toLowerCase(),
          }),
          parent: paths.careers,
          // Past its last day: out of search, the sitemap and Google for Jobs; the link still answers.
          indexable: opening.open,
          ...(opening.open
            ? {
                subject: {
                  type: 'opening' as const,
                  opening,
                  description: postingParts(
                    opening,
                    page.opening,
                    content.requestForms.application.accommodation,
                  ),
                },
              }
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
