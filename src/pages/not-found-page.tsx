import { buttonClass } from '../components/ui/button';
import { CallLink } from '../components/ui/call-link';
import { Logo } from '../components/logo';
import { SiteNotice } from '../sections/site-notice';
import { pageText, services, siteConfig } from 'virtual:site-content';
import { paths } from '../domain/paths';
import { TitledSection } from '../components/titled-section';

const linkClass =
  'inline-flex min-h-11 items-center font-medium text-slate-900 underline underline-offset-4';

/**
 * The spec's 404 page, and no dead end for someone in an emergency: every office's line, then the
 * services and offices. Static: the missing path is logged by its inline script
 * (src/browser/not-found-script.js).
 */
export function NotFoundPage() {
  const words = pageText.notFound;
  const columns = [
    {
      title: words.services,
      href: paths.services,
      links: services.map((service) => [paths.service(service.slug), service.title] as const),
    },
    {
      title: words.locations,
      href: paths.locations,
      links: siteConfig.offices.map((office) => [paths.location(office.id), office.city] as const),
    },
  ];
  return (
    <>
      <SiteNotice />
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-4 py-12 text-center">
        <Logo />
        <h1 className="text-6xl font-extrabold text-slate-900">404</h1>
        <p className="text-xl text-slate-700">Oops! Page not found</p>
        <a href="/" className={buttonClass('primary')}>
          Return to Home
        </a>
        <TitledSection
          titleId="emergency-lines"
          title={words.linesHeading}
          titleClass="text-lg font-bold text-slate-900"
          className="mt-4 space-y-2"
        >
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1">
            {siteConfig.offices.map((office) => (
              <li key={office.id}>
                <CallLink
                  phone={office.phone}
                  label={office.city}
                  className="min-h-11 font-bold text-red-700 underline-offset-4 hover:underline"
                />
              </li>
            ))}
          </ul>
        </TitledSection>
        <nav aria-label={words.navLabel} className="grid gap-6 text-left sm:grid-cols-2">
          {columns.map((column) => (
            <div key={column.href}>
              <h2 className="font-bold text-slate-900">
                <a href={column.href} className={linkClass}>
                  {column.title}
                </a>
              </h2>
              <ul>
                {column.links.map(([href, label]) => (
                  <li key={href}>
                    <a href={href} className={linkClass}>
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </main>
    </>
  );
}
