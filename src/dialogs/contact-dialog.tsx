import { Island } from '../contact/island-container';
import { Dialog } from '../components/ui/dialog';
import { CONTACT_ISLAND_ID, ContactIsland } from '../contact/contact-island';
import { FormNotices } from '../contact/form-notices';
import { EmergencyLines } from '../components/emergency-lines';
import { dialogIds } from './dialog-ids';

/**
 * On every page, complete in its HTML: the phones and the form are there at the first tap. The tap's
 * frame draws the phones; the notices and the form follow in the next one.
 */
export function ContactDialog() {
  return (
    <Dialog
      id={dialogIds.contact}
      title="Get Emergency Help"
      later={
        <>
          <FormNotices />
          <Island id={CONTACT_ISLAND_ID}>
            <ContactIsland />
          </Island>
        </>
      }
    >
      <EmergencyLines />
    </Dialog>
  );
}
