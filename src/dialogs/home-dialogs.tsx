import { Dialog } from '../components/ui/dialog';
import { privacyPolicy, termsOfService } from '../content/legal';
import { servicesOf } from '../content/services';
import { siteConfig } from '../site.config';
import { dialogIds } from './dialog-ids';
import { LegalBody } from './legal-body';
import { ServiceDialog } from './service-dialog';

/** The landing page's own dialogs: each service card's details, the privacy policy and the terms. */
export function HomeDialogs() {
  return (
    <>
      {servicesOf(siteConfig)
        .filter((service) => service.landing === 'card')
        .map((service) => (
          <ServiceDialog key={service.slug} service={service} />
        ))}
      <Dialog id={dialogIds.privacy} title="Privacy Policy">
        <LegalBody doc={privacyPolicy(siteConfig)} headings="h3" />
      </Dialog>
      <Dialog id={dialogIds.terms} title="Terms of Service">
        <LegalBody doc={termsOfService(siteConfig)} headings="h3" />
      </Dialog>
    </>
  );
}
