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
              <div className="mt-3">
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
