import { Mail } from 'lucide-react';
import { CallLink } from '../components/ui/call-link';
import { Logo } from '../components/logo';
import { dialogIds } from '../dialogs/dialog-ids';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { paths } from '../domain/paths';
import { pageText, siteConfig } from 'virtual:site-content';

export type NavSection = 'home' | 'services' | 'locations' | 'other';

/** The landing page links to its own sections, as the spec gives it; other pages to the indexes. */
function navLinks(current: NavSection) {
  const home = current === 'home';
  const words = pageText.header;
  return [
    { href: home ? '#services' : paths.services, label: words.services, section: 'services' },
    { href: paths.locations, label: words.locations, section: 'locations' },
    { href: home ? '#about' : '/#about', label: words.about, section: null },
    { href: home ? '#contact' : '/#contact', label: words.contact, section: null },
    { href: paths.managers, label: words.businesses, section: null },
  ];
}

export function Header({ current }: { current: NavSection }) {
  return (
    <header>
      <div className="bg-slate-900 text-sm text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
          <CallLink
            phone={siteConfig.emergencyPhone}
            label={pageText.header.emergency}
            className="min-h-11 font-semibold underline-offset-4 hover:underline"
          />
          <div className="flex items-center gap-x-6">
            <a
              href={`mailto:${siteConfig.email.general}`}
              className="hidden min-h-11 items-center gap-2 underline-offset-4 hover:underline sm:inline-flex"
            >
              <Mail aria-hidden="true" className="size-4" />
              {siteConfig.email.general}
            </a>
            {/* A technician looking for work finds it here on a phone, not eleven screens down. */}
            <a
              href={paths.careers}
              className="inline-flex min-h-11 items-center underline underline-offset-4"
            >
              {pageText.header.careers}
            </a>
          </div>
        </div>
      </div>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <a
            href={paths.home}
            className="rounded-md"
            aria-label={`${siteConfig.companyName}, home`}
          >
            <Logo />
          </a>
          <nav aria-label="Main" className="order-last w-full md:order-none md:w-auto">
            <ul className="flex flex-wrap justify-between sm:justify-start md:gap-3">
              {navLinks(current).map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    aria-current={link.section === current ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center rounded-md px-2 font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:underline aria-[current=page]:decoration-red-700 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 sm:px-3"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <OpenDialogButton dialog={dialogIds.contact}>Get Emergency Help</OpenDialogButton>
        </div>
      </div>
    </header>
  );
}
