import { EmergencyCallLinks } from '../components/emergency-call-links';
import { OfficeLines, PrintButton } from '../components/print-parts';
import { LinkedText } from '../components/ui/linked-text';
import { FormNotices } from '../forms/parts/form-notices';
import { Island } from '../forms/parts/island-container';
import { RequestIsland, requestIslandId } from '../forms/islands/request-island';
import { PageHero } from '../sections/page-hero';
import { profile, siteConfig } from 'virtual:site-content';
import { PageShell } from './page-shell';
import { profileKindName } from '../form-kinds/profile';
import type { PageKind, Route } from './page-kind';
import { paths } from '../domain/paths';
import { TitledSection } from '../components/titled-section';

/**
 * The building emergency profile: fields to fill in on screen or on paper, printed with what was
 * typed, saved to a file on the manager's device and opened again, and sent to the office only
 * when they ask (src/forms/islands/profile-form.tsx). The site keeps nothing of it.
 */
export function ProfilePage({ route }: { route: Route }) {
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <article className="mx-auto max-w-3xl space-y-8 px-4 py-12 print:space-y-3 print:py-0">
        <PrintButton label={profile.printButton} />
        <TitledSection
          titleId="profile-lines"
          title={profile.linesHeading}
          titleClass="text-xl font-bold text-slate-900 print:text-base"
          className="space-y-2 print:space-y-0"
        >
          <OfficeLines />
        </TitledSection>
        <div className="space-y-4">
          <FormNotices
            noScript={
              <>
                <p>
                  <LinkedText text={profile.keep.noScript} />
                </p>
                <EmergencyCallLinks offices={siteConfig.offices} />
              </>
            }
          />
          <Island id={requestIslandId(profileKindName)} kind={profileKindName}>
            <RequestIsland kind={profileKindName} />
          </Island>
        </div>
      </article>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 70,
  routes: ({ content: { profile, siteConfig } }) => [
    {
      path: paths.profile,
      name: profile.title,
      lede: profile.lede,
      titles: [`${profile.title} | ${siteConfig.companyName}`, profile.title],
      description: profile.description,
      parent: paths.managers,
      sources: ['pages:profile'],
      render: (route) => <ProfilePage route={route} />,
    },
  ],
};
