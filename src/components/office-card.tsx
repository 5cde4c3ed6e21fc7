import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Office } from '../content/types';
import { cn } from '../lib/cn';
import { paths } from '../domain/paths';
import { CallLink } from './ui/call-link';
import { OfficeAddress } from './office-address';

/**
 * An office's card: its city (a link to its page), its 24/7 line, where it is, and any more lines.
 * Compact cards, in a page's side column, name the town only.
 */
export function OfficeCard({
  office,
  heading: Heading,
  compact = false,
  lineLabel,
  children,
}: {
  office: Office;
  heading: 'h2' | 'h3';
  compact?: boolean;
  /** A label above the line, such as the spec's "Emergency Line". */
  lineLabel?: string;
  children?: ReactNode;
}) {
  return (
    <li
      className={cn(
        'rounded-xl border border-slate-200 bg-white shadow-sm',
        compact ? 'p-5' : 'p-6',
      )}
    >
      <Heading
        className={cn(
          'font-bold text-slate-900',
          compact ? 'text-lg' : Heading === 'h2' ? 'text-2xl' : 'text-xl',
        )}
      >
        <a href={paths.location(office.id)} className="underline-offset-4 hover:underline">
          {office.city}
        </a>
      </Heading>
      {lineLabel && (
        <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">
          {lineLabel}
        </p>
      )}
      <CallLink
        phone={office.phone}
        className={cn(
          'min-h-11 font-bold text-red-700 underline-offset-4 hover:underline',
          compact ? 'text-lg' : 'text-xl',
        )}
      />
      {compact ? (
        <p className="flex gap-2 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {office.locality}, {office.region}
        </p>
      ) : (
        <OfficeAddress office={office} className="mt-3" />
      )}
      {children}
    </li>
  );
}
