import { MapPin } from 'lucide-react';
import type { Office } from '../content/types';
import { cn } from '../lib/cn';

/** An office's postal address on two lines. */
export function AddressLines({ office }: { office: Office }) {
  return (
    <>
      {office.streetAddress}
      <br />
      {office.locality}, {office.region} {office.postalCode}
    </>
  );
}

/** An office's postal address with a map pin, as the office cards show it. */
export function OfficeAddress({ office, className }: { office: Office; className?: string }) {
  return (
    <p className={cn('flex gap-2 text-slate-700', className)}>
      <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        <AddressLines office={office} />
      </span>
    </p>
  );
}
