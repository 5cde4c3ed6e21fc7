import { Island } from '../components/island';
import { Dialog } from '../components/ui/dialog';
import { CONTACT_ISLAND_ID, ContactIsland } from '../contact/contact-island';
import { FormNotices } from '../contact/form-notices';
import { services } from '../content/services';
import { EmergencyCallLinks } from '../sections/emergency-call-links';
import { dialogIds } from './dialog-ids';
import { LegalBody } from './legal-body';
import { OpenDialogButton } from './open-dialog-button';
import { ServiceBody } from './service-body';

/** Every dialog of the landing page, complete in its HTML: opening one needs no download. */
export function SiteDialogs() {
  return (
    <>
      <Dialog id={dialogIds.contact} title="Get Emergency Help">
        <div className="space-y-5">
          <EmergencyCallLinks />
          <FormNotices />
          <Island id={CONTACT_ISLAND_ID}>
            <ContactIsland />
          </Island>
        </div>
      </Dialog>
      {services.map((service) => {
        const id = dialogIds.service[service.id];
        return (
          <Dialog
            key={service.id}
            id={id}
            title={service.title}
            footer={
              <>
                <OpenDialogButton dialog={dialogIds.contact} variant="outline">
                  Request Quote
                </OpenDialogButton>
                <OpenDialogButton dialog={dialogIds.contact}>Get Emergency Help</OpenDialogButton>
              </>
            }
          >
            <ServiceBody id={service.id} />
          </Dialog>
        );
      })}
      <Dialog id={dialogIds.privacy} title="Privacy Policy">
        <LegalBody document="privacy" />
      </Dialog>
      <Dialog id={dialogIds.terms} title="Terms of Service">
        <LegalBody document="terms" />
      </Dialog>
    </>
  );
}
