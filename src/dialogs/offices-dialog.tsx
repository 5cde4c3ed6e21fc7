import { Dialog } from '../components/ui/dialog';
import { ProvinceLines } from '../components/province-lines';
import { OFFICES_FINDER_ID, OfficeFinder } from '../components/office-finder';
import { pageText, siteConfig } from 'virtual:site-content';
import { dialogIds } from './dialog-ids';

/**
 * With more than two offices, what the call bar's "All offices" opens in place: the finder (its
 * code fetched when the dialog first opens) and every office's line by province. Without script
 * the control is a link to the locations page, which has both.
 */
export function OfficesDialog() {
  return (
    <Dialog id={dialogIds.offices} title={pageText.callLinks.barOffices}>
      <OfficeFinder id={OFFICES_FINDER_ID} inDialog />
      <ProvinceLines id="all-offices-lines" offices={siteConfig.offices} heading="h3" />
    </Dialog>
  );
}
