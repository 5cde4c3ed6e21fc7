import { BadgeCheck } from 'lucide-react';
import type { Certification } from '../../content/types';

const detail = (item: Certification) =>
  [item.issuer, item.number ? `No. ${item.number}` : null].filter(Boolean).join(', ');

/** What the footer shows: certifications and memberships (the check-us page lists every registration). */
export const shownCredentials = (items: readonly Certification[]) =>
  items.filter((item) => item.kind === 'certification' || item.kind === 'membership');

/** Certifications and memberships, each with the public page where anyone can check it. */
export function Certifications({
  items,
  tone = 'light',
}: {
  items: readonly Certification[];
  tone?: 'light' | 'dark';
}) {
  if (items.length === 0) return null;
  const dark = tone === 'dark';
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.id} className={`flex gap-2 ${dark ? 'text-slate-200' : 'text-slate-800'}`}>
          <BadgeCheck
            aria-hidden="true"
            className={`mt-0.5 size-5 shrink-0 ${dark ? 'text-emerald-400' : 'text-emerald-700'}`}
          />
          <span>
            <span className={`font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}>
              {item.name}
            </span>{' '}
            ({detail(item)}).{' '}
            {item.verifyUrl && (
              <a
                href={item.verifyUrl}
                rel="noopener"
                className={`underline underline-offset-4 ${dark ? 'hover:text-white' : ''}`}
              >
                Verify<span className="sr-only"> {item.name}</span>
              </a>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
