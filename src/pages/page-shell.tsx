import type { ReactNode } from 'react';
import { ContactDialog } from '../dialogs/contact-dialog';
import { HomeDialogs } from '../dialogs/home-dialogs';
import { OfficesDialog } from '../dialogs/offices-dialog';
import { siteConfig } from 'virtual:site-content';
import { Footer } from '../sections/footer';
import { Header, type NavSection } from '../sections/header';
import { MobileCallBar } from '../sections/mobile-call-bar';
import { SiteNotice } from '../sections/site-notice';
import { StormNotice } from '../sections/storm-notice';
import { SkipLink } from '../sections/skip-link';

/**
 * What every page carries: header, footer, the call bar and the contact dialog with the form.
 * `office`: the office an office's page is about, whose line the call bar and the dialog offer
 * first.
 */
export function PageShell({
  nav,
  office = null,
  children,
}: {
  nav: NavSection;
  office?: string | null;
  children: ReactNode;
}) {
  const home = nav === 'home';
  return (
    <>
      <SkipLink />
      <SiteNotice />
      <StormNotice office={office} />
      <Header current={nav} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer legalDialogs={home} />
      <MobileCallBar office={office} />
      <ContactDialog office={office} />
      {siteConfig.offices.length > 2 && <OfficesDialog />}
      {home && <HomeDialogs />}
    </>
  );
}
