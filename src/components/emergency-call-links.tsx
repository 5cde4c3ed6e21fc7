import { CallLink } from './ui/call-link';
import { buttonClass } from './ui/button';
import { siteConfig } from 'virtual:site-content';

/** Every office's emergency line, as large call buttons; `first` puts one office's line first. */
export function EmergencyCallLinks({
  compact = false,
  first = null,
}: {
  compact?: boolean;
  first?: string | null;
}) {
  const offices = [...siteConfig.offices].sort(
    (a, b) => Number(b.id === first) - Number(a.id === first),
  );
  return (
    <div className={compact ? '' : 'rounded-lg bg-slate-100 p-4'}>
      {!compact && (
        <p className="mb-3 text-slate-800">
          <strong>If anyone is in danger, call 911 first.</strong> For the fastest help, call our
          24/7 emergency line:
        </p>
      )}
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
    </div>
  );
}
