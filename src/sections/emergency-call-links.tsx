import { CallLink } from '../components/ui/call-link';
import { buttonClass } from '../components/ui/button';
import { siteConfig } from '../site.config';

/** Both offices' emergency lines, as large call buttons. */
export function EmergencyCallLinks({ compact = false }: { compact?: boolean }) {
  return (
    <div className={compact ? '' : 'rounded-lg bg-slate-100 p-4'}>
      {!compact && (
        <p className="mb-3 text-slate-800">
          <strong>If anyone is in danger, call 911 first.</strong> For the fastest help, call our
          24/7 emergency line:
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {siteConfig.offices.map((office) => (
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
