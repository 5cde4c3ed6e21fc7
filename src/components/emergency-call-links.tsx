import { CallLink } from './ui/call-link';
import { buttonClass } from './ui/button';

/** What a list of lines reads of an office: the settings' whole office, or the browser's part. */
export type OfficeLine = { id: string; city: string; phone: string };

/** Every office's emergency line, as large call buttons; `first` puts one office's line first. */
export function EmergencyCallLinks({
  offices,
  first = null,
}: {
  offices: readonly OfficeLine[];
  first?: string | null;
}) {
  const ordered = [...offices].sort((a, b) => Number(b.id === first) - Number(a.id === first));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {ordered.map((office) => (
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
