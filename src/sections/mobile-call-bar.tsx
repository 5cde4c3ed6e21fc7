import { CallLink } from '../components/ui/call-link';
import { siteConfig } from '../site.config';

/** On a phone both emergency lines stay one tap away, wherever the visitor has scrolled. */
export function MobileCallBar() {
  return (
    <nav
      aria-label="Emergency call"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 gap-2 border-t border-slate-700 bg-slate-900 p-2 sm:hidden"
    >
      {siteConfig.offices.map((office) => (
        <CallLink
          key={office.id}
          phone={office.phone}
          label={office.city}
          className="min-h-12 justify-center rounded-lg bg-red-700 px-2 text-sm font-bold text-white"
        />
      ))}
    </nav>
  );
}
