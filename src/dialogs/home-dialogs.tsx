import { Dialog } from '../components/ui/dialog';
import { legal, services } from 'virtual:site-content';
import { dialogIds } from './dialog-ids';
import { CheckUsLink } from '../components/check-us-link';
import { LegalBody } from './legal-body';
import { ServiceDialog } from './service-dialog';

/** The landing page's own dialogs: each service card's details, the privacy policy and the terms. */
export function HomeDialogs() {
  return (
    <>
      {services
        .filter((service) => service.landing === 'card')
        .map((service) => (
          <ServiceDialog key={service.slug} service={service} />
        ))}
      <Dialog id={dialogIds.privacy} title="Privacy Policy">
        <LegalBody doc={legal.privacy} headings="h3" />
      </Dialog>
      <Dialog id={dialogIds.terms} title="Terms of Service">
        <LegalBody doc={legal.terms} headings="h3">
          <CheckUsLink />
        </LegalBody>
      </Dialog>
    </>
  );
}
