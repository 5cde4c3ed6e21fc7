import { Clock, Mail, MapPin, MessageSquare, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Office } from '../content/types';
import { CallLink } from '../components/ui/call-link';
import { AddressLines } from '../components/office-address';
import { formatLocalPhone, toE164 } from '../lib/phone';
import { listOf, mapUrl } from '../domain/places';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { longDate } from '../lib/dates';
import { OfficePageHero } from '../sections/page-hero';
import {
  certifications,
  check,
  jobs,
  pageText,
  siteConfig,
  testimonials,
  towns as allTowns,
} from 'virtual:site-content';
import { registrationsFor, Registrations } from '../components/proof/registrations';
import { JobStories } from '../components/proof/job-stories';
import { Testimonials } from '../components/proof/testimonials';
import { ResponseTimes } from '../components/response-times';
import { TitledSection } from '../components/titled-section';
import { PageShell } from './page-shell';
import { SurgeSection } from '../sections/surge-section';
import { OfficeServices } from '../components/office-services';
import { paths } from '../domain/paths';
import type { PageKind, Route } from './page-kind';
import { LinkedParagraphs } from '../components/ui/linked-text';

/** Fewer words than this in an office's own text, and its page is little more than a template. */
export const OFFICE_TEXT_MIN_WORDS = 80;

const wordCount = (paragraphs: string[]) =>
  paragraphs.join(' ').split(/\s+/).filter(Boolean).length;

/** "Calgary office", "Toronto-area office in Mississauga". */
const officeWhere = (office: Office) =>
  office.locality === office.city
    ? `${office.city} office`
    : `${office.city}-area office in ${office.locality}`;

/** What an office page's words may name (page-text.json's officePage), for that office. */
export const officePlaceholders = (office: Office) => ({
  city: office.city,
  locality: office.locality,
  officeWhere: officeWhere(office),
  areaServed: listOf(office.areaServed),
  otherTowns: listOf(office.areaServed.filter((town) => town !== office.city)),
  officePhone: formatLocalPhone(office.phone),
});

const linkClass = 'font-semibold text-slate-900 underline underline-offset-4';

/** One fact of the office's card: its name over its value. */
function Fact(props: { icon: LucideIcon; label: string; className?: string; children: ReactNode }) {
  const { icon: Icon, label, className, children } = props;
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
        <Icon aria-hidden="true" className="size-4" />
        {` ${label}`}
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** The towns an office serves, and links to those with a page of their own. */
function TownsServed({ office, title }: { office: Office; title: string }) {
  const townPages = allTowns.filter((town) => town.office.id === office.id && town.hasPage);
  return (
    <TitledSection titleId="towns" title={title}>
      <ul className="flex flex-wrap gap-2">
        {office.areaServed.map((town) => (
          <li
            key={town}
            className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 font-medium text-slate-800"
          >
            {town}
          </li>
        ))}
      </ul>
      {townPages.length > 0 && (
        <>
          <h3 className="pt-2 text-lg font-semibold text-slate-900">
            {fillPlaceholders(pageText.townPage.townsLink, { city: office.city })}
          </h3>
          <ul>
            {townPages.map((town) => (
              <li key={town.id}>
                <a href={town.path} className={`inline-flex min-h-11 items-center ${linkClass}`}>
                  {town.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledSection>
  );
}

const rating = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 });

/**
 * The office's rating and count on the review site it names, as read on that day, with the link
 * to every review there: never a choice of reviews, and never in the structured data.
 */
function OfficeReviews({ office }: { office: Office }) {
  const { reviews } = office;
  if (!reviews) return null;
  const text = pageText.officePage.reviews;
  const local = (words: string) =>
    fillPlaceholders(words, {
      ...officePlaceholders(office),
      rating: rating.format(reviews.rating),
      count: String(reviews.count),
      site: reviews.site,
      date: longDate(reviews.read),
    });
  return (
    <TitledSection titleId="reviews" title={local(text.heading)} className="space-y-3">
      <p className="text-lg text-slate-800">{local(text.rating)}</p>
      <p>
        <a href={reviews.url} className={`inline-flex min-h-11 items-center ${linkClass}`}>
          {local(text.link)}
        </a>
      </p>
      <p className="text-slate-700">{local(text.fairness)}</p>
    </TitledSection>
  );
}

/** What the office's crews hold (its province's registrations and every office's), and the link to all. */
function OfficeRegistrations({ office }: { office: Office }) {
  const held = registrationsFor(certifications, [office.region]);
  return (
    <TitledSection
      titleId="registrations"
      title={fillPlaceholders(check.officeHeading, { city: office.city })}
      className="space-y-4"
    >
      {held.length > 0 && <Registrations items={held} labels={check.labels} />}
      <p>
        <a href={paths.check} className={`inline-flex min-h-11 items-center ${linkClass}`}>
          {check.officeLink}
        </a>
      </p>
    </TitledSection>
  );
}

export function LocationPage({ route, office }: { route: Route; office: Office }) {
  const text = pageText.officePage;
  const local = (words: string) => fillPlaceholders(words, officePlaceholders(office));
  return (
    <PageShell nav="locations" office={office.id}>
      <OfficePageHero trail={route.trail} title={route.name} lede={route.lede} office={office} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-10">
          <SurgeSection office={office} />
          {office.description && (
            <TitledSection titleId="local" title={local(text.crewsHeading)} className="space-y-4">
              <LinkedParagraphs
                paragraphs={office.description}
                className="text-lg text-slate-800"
              />
            </TitledSection>
          )}
          <TownsServed office={office} title={local(text.townsHeading)} />
          <OfficeServices
            office={office}
            titleId="office-services"
            title={local(text.servicesHeading)}
          />
          <ResponseTimes offices={[office]} />
          <Testimonials
            items={testimonials.filter((item) => item.office === office.id)}
            title={local(text.testimonialsHeading)}
          />
          <OfficeReviews office={office} />
          <JobStories
            items={jobs.filter((job) => job.office === office.id)}
            title={local(text.jobsHeading)}
          />
          <OfficeRegistrations office={office} />
        </div>
        <section
          aria-labelledby="office-card"
          className="h-fit space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="office-card" className="text-xl font-bold text-slate-900">
            {siteConfig.companyName} {office.city}
          </h2>
          <dl className="space-y-4">
            <Fact icon={Phone} label={local(text.card.line)}>
              <CallLink
                phone={office.phone}
                className="min-h-11 text-xl font-bold text-red-700 underline-offset-4 hover:underline"
              />
            </Fact>
            {office.mobile && (
              <Fact icon={MessageSquare} label={local(text.card.text)}>
                <a
                  href={`sms:${toE164(office.mobile)}`}
                  className={`inline-flex min-h-11 items-center ${linkClass}`}
                >
                  {formatLocalPhone(office.mobile)}
                </a>
              </Fact>
            )}
            <Fact icon={MapPin} label={local(text.card.address)} className="text-slate-800">
              <address className="not-italic">
                <AddressLines office={office} />
              </address>
              <a href={mapUrl(office)} className={`inline-flex min-h-11 items-center ${linkClass}`}>
                {local(text.mapLink)}
              </a>
            </Fact>
            <Fact
              icon={Clock}
              label={local(text.card.hours)}
              className="font-semibold text-emerald-800"
            >
              {local(text.card.open)}
            </Fact>
            <Fact icon={Mail} label={local(text.card.email)}>
              <a
                href={`mailto:${siteConfig.email.general}`}
                className={`inline-flex min-h-11 items-center break-all ${linkClass}`}
              >
                {siteConfig.email.general}
              </a>
            </Fact>
          </dl>
        </section>
      </div>
    </PageShell>
  );
}

/** What the owner is told about an office's page text: none keeps the page out of search engines. */
function textWarnings(office: Office, words: number): string[] {
  const at = `content/offices/${office.id}.md`;
  if (words === 0)
    return [
      `${at} has no page text: its page ${paths.location(office.id)} is built but kept out of search engines and the sitemap. A page that differs from another only by the city's name is a doorway page; give the office a text of its own (local conditions, history, crews).`,
    ];
  if (words < OFFICE_TEXT_MIN_WORDS)
    return [
      `${at}: its page text has ${words} words: write at least ${OFFICE_TEXT_MIN_WORDS}, or its page reads as a copy of the others.`,
    ];
  return [];
}

export const pageKind: PageKind = {
  order: 40,
  routes: ({ content, proofOf }) =>
    content.siteConfig.offices.map((office) => {
      const words = wordCount(office.description ?? []);
      const local = officePlaceholders(office);
      const text = content.pageText.officePage;
      const name = content.siteConfig.companyName;
      const where = `${office.city}, ${office.region}`;
      return {
        path: paths.location(office.id),
        name: fillPlaceholders(text.name, local),
        lede: fillPlaceholders(text.lede, local),
        titles: [
          `24/7 Restoration in ${where} | ${name}`,
          `Restoration in ${where} | ${name}`,
          `${name} ${office.city}`,
          `24/7 Restoration in ${where}`,
        ],
        description: fillPlaceholders(text.description, local),
        parent: paths.locations,
        indexable: words > 0,
        pills: office.areaServed.slice(0, 5),
        phone: office.phone,
        subject: { type: 'office', office },
        officesInFull: [office],
        office: office.id,
        warnings: [
          ...textWarnings(office, words),
          // A town without a page has no route of its own to say what it lacks: its office's does.
          ...content.towns
            .filter((town) => town.office.id === office.id && !town.hasPage)
            .flatMap((town) => town.warnings),
          ...(office.reviewUrl
            ? []
            : [
                `content/offices/${office.id}.md has no review link (reviewUrl): its review page ${paths.review(office.id)} and its cards are not made until it has one.`,
              ]),
        ],
        sources: [
          `office:${office.id}`,
          ...proofOf('office', office.id),
          ...content.towns
            .filter((town) => town.office.id === office.id)
            .map((town) => `town:${town.id}`),
          'pages:check',
          ...registrationsFor(content.certifications, [office.region]).map(
            (item) => `certification:${item.id}`,
          ),
        ],
        render: (route) => <LocationPage route={route} office={office} />,
      };
    }),
};
