import { pageText } from 'virtual:site-content';
import { EmergencyCallLinks } from './emergency-call-links';

/** The box of every office's 24/7 line, after what to do first. */
export function EmergencyLines() {
  return (
    <div className="rounded-lg bg-slate-100 p-4">
      <p className="mb-3 text-slate-800">
        <strong>{pageText.callLinks.danger}</strong> {pageText.callLinks.lead}
      </p>
      <EmergencyCallLinks />
    </div>
  );
}
