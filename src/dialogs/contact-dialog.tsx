import { Island } from '../forms/parts/island-container';
import { Dialog } from '../components/ui/dialog';
import { CALLBACK_ISLAND_ID, CallbackIsland } from '../forms/islands/callback-island';
import { FormNotices } from '../forms/parts/form-notices';
import { EmergencyLines } from '../components/emergency-lines';
import { dialogIds } from './dialog-ids';
import { callbackKind } from '../form-kinds/callback';
import { formText } from 'virtual:site-content';

/**
 * On every page, complete in its HTML: the phones and the form are there at the first tap. The tap's
 * frame draws the phones; the notices and the form follow in the next one. `office`: the office
 * an office's page is about, whose line comes first.
 */
export function ContactDialog({ office = null }: { office?: string | null }) {
  return (
    <Dialog
      id={dialogIds.contact}
      title="Get Emergency Help"
      later={
        <>
          {/* Outside the island: its promise is the page's, which a surge can hold (src/content/surge.ts). */}
          <p className="text-slate-700">{formText.intro}</p>
          <FormNotices />
          <Island id={CALLBACK_ISLAND_ID} kind={callbackKind.name}>
            <CallbackIsland />
          </Island>
        </>
      }
    >
      <EmergencyLines office={office} fold />
    </Dialog>
  );
}
