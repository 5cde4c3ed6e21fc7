import { CallLink } from '../components/ui/call-link';
import { siteConfig } from 'virtual:site-content';

// By office count; four or more wrap in two columns.
const columns = ['grid-cols-1', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3'];

/** On a phone every emergency line stays one tap away, wherever the visitor has scrolled. */
export function MobileCallBar() {
  const count = siteConfig.offices.length;
  // Three across a 320 px screen fit only with the city above its number.
  const stacked = count === 3;
  return (
    <nav
      aria-label="Emergency call"
      className={`fixed inset-x-0 bottom-0 z-40 grid ${columns[count] ?? 'grid-cols-2'} ${stacked ? 'gap-1' : 'gap-2'} border-t border-slate-700 bg-slate-900 p-2 sm:hidden`}
    >
      {siteConfig.offices.map((office) => (
        <CallLink
          key={office.id}
          phone={office.phone}
          label={office.city}
          stacked={stacked}
          className={`min-h-12 justify-center rounded-lg bg-red-700 font-bold text-white ${stacked ? 'px-0.5 text-xs tracking-tight' : 'px-2 text-sm'}`}
        />
      ))}
    </nav>
  );
}
