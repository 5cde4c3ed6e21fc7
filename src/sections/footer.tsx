import { cn } from '../lib/cn';
import { CallLink } from '../components/ui/call-link';
import { Logo } from '../components/logo';
import { dialogIds } from '../dialogs/dialog-ids';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { paths } from '../domain/paths';
import { byProvince, GROUPED_ABOVE, standInFor } from '../domain/places';
import { certifications, pageText, services, siteConfig } from 'virtual:site-content';
import { Certifications, shownCredentials } from '../components/proof/certifications';

const linkClass =
  'inline-flex min-h-11 items-center text-slate-200 underline-offset-4 hover:text-white hover:underline sm:min-h-8';

function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: Array<[string, string]>;
}) {
  return (
    <nav aria-labelledby={id}>
      <p id={id} className="font-semibold text-white">
        {title}
      </p>
      <ul className="mt-2">
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href} className={linkClass}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A company's many offices, by province: each province's towns in a line that wraps. */
function ProvinceLinks({ id, title }: { id: string; title: string }) {
  return (
    <nav aria-labelledby={id}>
      <p id={id} className="font-semibold text-white">
        {title}
      </p>
      {byProvince(siteConfig.offices).map(({ region, name, offices }) => (
        <div key={region} className="mt-3">
          <p className="text-sm text-slate-400">{name}</p>
          <ul className="flex flex-wrap gap-x-4">
            {offices.map((office) => (
              <li key={office.id}>
                <a href={paths.location(office.id)} className={linkClass}>
                  {office.city}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Every page's footer: each service and office by a plain link. The landing page adds the spec's legal buttons. */
export function Footer({ legalDialogs = false }: { legalDialogs?: boolean }) {
  const words = pageText.footer;
  const credentials = shownCredentials(certifications);
  return (
    <footer
      className={cn(
        'render-when-near bg-slate-950 pb-24 text-slate-300 sm:pb-0 short:pb-14',
        standInFor(siteConfig.offices.length),
      )}
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div>
          <Logo inverted />
          <p className="mt-2 max-w-md text-sm">{siteConfig.tagline}</p>
          <CallLink
            phone={siteConfig.emergencyPhone}
            label={words.emergency}
            className="mt-3 min-h-11 font-semibold text-white underline-offset-4 hover:underline"
          />
          {credentials.length > 0 && (
            <div className="mt-4 text-sm">
              <p className="font-semibold text-white">{words.certified}</p>
              <div className="mt-2">
                <Certifications items={credentials} tone="dark" />
              </div>
            </div>
          )}
        </div>
        <LinkColumn
          id="footer-services"
          title={words.services}
          links={services.map((service) => [paths.service(service.slug), service.title])}
        />
        {siteConfig.offices.length > GROUPED_ABOVE ? (
          <ProvinceLinks id="footer-locations" title={words.locations} />
        ) : (
          <LinkColumn
            id="footer-locations"
            title={words.locations}
            links={siteConfig.offices.map((office) => [paths.location(office.id), office.city])}
          />
        )}
        <LinkColumn
          id="footer-help"
          title={words.help}
          links={[
            [paths.managers, words.managers],
            [paths.pros, words.pros],
            [paths.trades, words.trades],
            [paths.insurance, words.insurance],
            [paths.check, words.check],
            [paths.kit, words.kit],
            [paths.guides, words.guides],
            [paths.careers, words.careers],
            [paths.privacy, words.privacy],
            [paths.terms, words.terms],
            [paths.accessibility, words.accessibility],
          ]}
        />
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-2 border-t border-slate-800 px-4 py-6 md:flex-row md:items-center md:justify-between">
        <p className="text-sm">
          © {siteConfig.copyrightYear} {siteConfig.companyName}. All rights reserved.
        </p>
        {legalDialogs && (
          <div className="flex gap-2">
            <OpenDialogButton
              dialog={dialogIds.privacy}
              fallbackHref={paths.privacy}
              variant="linkOnDark"
            >
              Privacy Policy
            </OpenDialogButton>
            <OpenDialogButton
              dialog={dialogIds.terms}
              fallbackHref={paths.terms}
              variant="linkOnDark"
            >
              Terms of Service
            </OpenDialogButton>
          </div>
        )}
      </div>
    </footer>
  );
}
