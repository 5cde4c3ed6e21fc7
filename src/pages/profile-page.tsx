import { OfficeLines, PrintButton } from '../components/print-parts';
import { PageHero } from '../sections/page-hero';
import { profile } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { Route } from './routes';
import { TitledSection } from '../components/titled-section';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The building emergency profile: fields to fill in on screen or on paper, printed with what was
 * typed. It is no form: nothing here is sent or stored, and a reload starts it blank.
 */
export function ProfilePage({ route }: { route: Route }) {
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <article className="mx-auto max-w-3xl space-y-8 px-4 py-12 print:space-y-4 print:py-2">
        <PrintButton label={profile.printButton} />
        <TitledSection
          titleId="profile-lines"
          title={profile.linesHeading}
          titleClass="text-xl font-bold text-slate-900"
          className="space-y-2"
        >
          <OfficeLines />
        </TitledSection>
        {profile.sections.map((section) => (
          <TitledSection
            key={section.heading}
            titleId={`profile-${slug(section.heading)}`}
            title={section.heading}
            titleClass="text-xl font-bold text-slate-900"
            className="space-y-3 break-inside-avoid"
          >
            {section.fields.map((field) => {
              const id = `profile-${slug(section.heading)}-${slug(field)}`;
              return (
                <div
                  key={field}
                  className="grid gap-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-end print:grid-cols-[2fr_3fr]"
                >
                  <label htmlFor={id} className="text-slate-800">
                    {field}
                  </label>
                  <input
                    id={id}
                    autoComplete="off"
                    className="min-h-11 w-full border-0 border-b border-slate-500 bg-transparent px-1 text-base print:min-h-7"
                  />
                </div>
              );
            })}
          </TitledSection>
        ))}
      </article>
    </PageShell>
  );
}
