import { CallLink } from './ui/call-link';
import { buttonClass } from './ui/button';
import { browserSettings } from 'virtual:site-content';

/** Every office's emergency line, as large call buttons; `first` puts one office's line first. */
export function EmergencyCallLinks({ first = null }: { first?: string | null }) {
  const offices = [...browserSettings.offices].sort(
    (a, b) => Number(b.id === first) - Number(a.id === first),
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {offices.map((office) => (
        <CallLink
          key={office.id}
          phone={office.phone}
          label={office.city}
          className={buttonClass('secondary', 'w-full')}
        />
      ))}
    </div>
  );
}
