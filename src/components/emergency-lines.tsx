import { pageText, siteConfig } from 'virtual:site-content';
import { EmergencyCallLinks } from './emergency-call-links';
import { FoldedLines } from './serving-line';
import { OFFICES_FINDER_ID, OfficeFinder } from './office-finder';

/**
 * The box of 24/7 lines, after what to do first: every office's. In the emergency dialog
 * (`fold`), with more than two offices, the line that serves this page (its office's on an
 * office's page, the company's 24/7 line elsewhere), the office finder, and the others folded,
 * so the form that follows stays near.
 */
export function EmergencyLines({
  office = null,
  fold = false,
}: {
  office?: string | null;
  fold?: boolean;
}) {
  const words = pageText.callLinks;
  const { offices, emergencyPhone } = siteConfig;
  return (
    <div className="rounded-lg bg-slate-100 p-4">
      <p className="mb-3 text-slate-800">
        <strong>{words.danger}</strong> {words.lead}
      </p>
      {fold ? (
        <FoldedLines
          offices={offices}
          office={office}
          company={{ emergencyPhone, words }}
          between={
            offices.length > 2 && (
              // Drawn the frame after the tap's, as the form is (.dialog-later): laid out in the
              // tap's own frame it cost 8-16 ms at rest at thirty offices. Its room is kept.
              <div className="dialog-later mt-3 [contain-intrinsic-size:auto_15rem]">
                <OfficeFinder id="emergency-finder" inDialog answersFrom={OFFICES_FINDER_ID} />
              </div>
            )
          }
        />
      ) : (
        <EmergencyCallLinks offices={offices} />
      )}
    </div>
  );
}
