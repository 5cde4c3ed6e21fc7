import type { Office } from '../content/types';
import { OfficeCard } from '../components/office-card';

/** Offices as compact cards: the city (a link to its page), its 24/7 line and its town. */
export function OfficeList({ offices, headings }: { offices: Office[]; headings: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-4">
      {offices.map((office) => (
        <OfficeCard key={office.id} office={office} heading={headings} compact />
      ))}
    </ul>
  );
}
