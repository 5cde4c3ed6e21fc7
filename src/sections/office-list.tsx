import type { Office } from '../content/types';
import { OfficeCard } from '../components/office-card';
import { ProvinceLines } from '../components/province-lines';
import { GROUPED_ABOVE } from '../domain/places';

/**
 * Offices as compact cards: the city (a link to its page), its 24/7 line and its town. Beyond a
 * few, their lines by province, one row each: thirty cards were a wall on a phone.
 */
export function OfficeList({
  id,
  offices,
  headings,
}: {
  id: string;
  offices: Office[];
  headings: 'h2' | 'h3';
}) {
  if (offices.length > GROUPED_ABOVE)
    return <ProvinceLines id={id} offices={offices} heading={headings} />;
  return (
    <ul className="grid gap-4">
      {offices.map((office) => (
        <OfficeCard key={office.id} office={office} heading={headings} compact />
      ))}
    </ul>
  );
}
