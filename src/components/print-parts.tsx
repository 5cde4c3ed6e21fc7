import { Printer } from 'lucide-react';
import { buttonClass } from './ui/button';
import { CallLink } from './ui/call-link';
import { siteConfig } from 'virtual:site-content';

/**
 * A "Print" button: not shown until the page script finds the browser can print (its room kept
 * from the first paint), left out with scripts off (data-js), and never printed itself.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-print
      data-js=""
      className={buttonClass('primary', 'invisible print:hidden')}
    >
      <Printer aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}

/** Every office's 24/7 line with its number written out, as a printed sheet needs it. */
export function OfficeLines() {
  return (
    <ul className="flex flex-wrap gap-x-8 gap-y-1">
      {siteConfig.offices.map((office) => (
        <li key={office.id}>
          <CallLink
            phone={office.phone}
            label={`${office.city}:`}
            className="min-h-11 text-lg font-bold text-red-700 print:min-h-0 print:text-slate-900"
          />
        </li>
      ))}
    </ul>
  );
}
