import { ExternalLink, FileText } from 'lucide-react';
import type { Certification } from '../../content/types';
import { longDate } from '../../lib/dates';
import { fillPlaceholders } from '../../lib/fill-placeholders';
import { provinceName } from '../../domain/places';

/** What each registration's lines are called (the check-us page's labels). */
export interface RegistrationLabels {
  issuer: string;
  number: string;
  limit: string;
  where: string;
  everywhere: string;
  lookUp: string;
  document: string;
  checked: string;
}

/** The registrations that hold in these provinces: a province's own, and those of every office. */
export const registrationsFor = (items: readonly Certification[], provinces: readonly string[]) =>
  items.filter((item) => !item.province || provinces.includes(item.province));

const link =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-slate-900 underline underline-offset-4';

/** One registration: who issued it, its number, where anyone can check it, and when we last did. */
function Registration({ item, labels }: { item: Certification; labels: RegistrationLabels }) {
  const lines: Array<[string, string]> = [
    [labels.issuer, item.issuer],
    ...(item.number ? [[labels.number, item.number] as [string, string]] : []),
    ...(item.limit ? [[labels.limit, item.limit] as [string, string]] : []),
    [labels.where, item.province ? provinceName(item.province) : labels.everywhere],
  ];
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-bold text-slate-900">{item.name}</h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {lines.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {item.verifyUrl && (
        <p>
          <a
            href={item.verifyUrl}
            rel="noopener"
            aria-label={`${labels.lookUp}: ${item.name}`}
            className={link}
          >
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            {labels.lookUp}
          </a>
          {item.lookUp && <span className="block text-slate-700">{item.lookUp}</span>}
        </p>
      )}
      {item.document && (
        <p>
          <a
            href={item.document.path}
            aria-label={`${labels.document}: ${item.document.title}`}
            className={link}
          >
            <FileText aria-hidden="true" className="size-4 shrink-0" />
            {labels.document}
          </a>
          {!item.verifyUrl && item.lookUp && (
            <span className="block text-slate-700">{item.lookUp}</span>
          )}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {fillPlaceholders(labels.checked, { date: longDate(item.checked) })}
      </p>
    </li>
  );
}

/** Registrations as cards, each with where anyone can check it. */
export function Registrations({
  items,
  labels,
}: {
  items: readonly Certification[];
  labels: RegistrationLabels;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <Registration key={item.id} item={item} labels={labels} />
      ))}
    </ul>
  );
}
