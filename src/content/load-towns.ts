import { collections } from './collections.ts';
import type { ContentReader } from './read-collection.ts';
import type { Office } from './schema/office.ts';
import type { TownData } from './schema/town.ts';
import { provinceName, samePlace } from '../domain/places.ts';
import { paths } from '../domain/paths.ts';
import { formatLocalPhone } from '../lib/phone.ts';
import {
  doorwayPairs,
  DOORWAY_SHARE,
  LINE_KINDS,
  TOWN_MIN_FACTS,
  TOWN_MIN_LINES,
} from '../domain/town-pages.ts';

/** A town as the pages show it: its office, its address, whether it has a page, what to tell the owner. */
export type Town = Omit<TownData, 'office'> & {
  id: string;
  file: string;
  office: Office;
  path: string;
  /** Three facts of its own with sources: it has a page; else it is a name in its office's list. */
  hasPage: boolean;
  warnings: string[];
};

/** Everything a town's page says of it alone: what the doorway check compares. */
const ownText = (town: Pick<TownData, 'facts' | 'words'>) =>
  [
    ...town.facts.map((fact) => `${fact.text} ${fact.phone ? formatLocalPhone(fact.phone) : ''}`),
    ...town.words,
  ].join('\n');

/**
 * The towns of content/towns/, each checked against the office it names (which must list it and
 * its postal-code areas), its facts' ages on `today`, and every other town's page: a page that
 * reads as another's with the names swapped is refused, naming both files.
 */
export function loadTowns(reader: ContentReader, offices: readonly Office[], today: Date): Town[] {
  const todayIso = today.toISOString().slice(0, 10);
  const towns: Town[] = [];
  for (const { id, file, data } of reader.folder(collections.towns, 'town')) {
    const office = offices.find((candidate) => candidate.id === data.office);
    if (!office) continue; // the reader has said the office is unknown
    const officeFile = reader.sources[`office:${office.id}`] ?? `content/offices/${office.id}.md`;
    if (!office.areaServed.some((name) => samePlace(name, data.name))) {
      reader.problems.push(
        `${file}: office "${office.id}" does not serve ${data.name}: add "${data.name}" to the towns served (areaServed) of ${officeFile}, or name the office that serves it`,
      );
      continue;
    }
    if (samePlace(data.name, office.city))
      reader.problems.push(
        `${file}: ${data.name} is the city of its office, whose own page ${paths.location(office.id)} speaks for it: remove the file, or give the office's page those facts`,
      );
    const outside = (data.postalAreas ?? []).filter((area) => !office.postalAreas?.includes(area));
    if (outside.length > 0)
      reader.problems.push(
        `${file}: postalAreas ${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} not among the postal-code areas of ${officeFile}: add ${outside.length === 1 ? 'it' : 'them'} there, or remove ${outside.length === 1 ? 'it' : 'them'} here`,
      );
    for (const [i, fact] of data.facts.entries())
      if (fact.checked > todayIso)
        reader.problems.push(
          `${file}: facts[${i}].checked ${fact.checked} is after today: write the day you read ${fact.source}`,
        );
    const hasPage = data.facts.length >= TOWN_MIN_FACTS;
    const lines = data.facts.filter((fact) => LINE_KINDS.includes(fact.kind) && fact.phone);
    const warnings = [
      ...(!hasPage || lines.length >= TOWN_MIN_LINES
        ? []
        : [
            `${file}: ${data.name}'s page gives ${lines.length === 0 ? 'no line' : `${lines.length} line`} to call beside ours: a reader needs at least ${TOWN_MIN_LINES} (the water or sewer line, the power utility's outage line, 311), each a fact of kind water, power, gas or 311 with its phone.`,
          ]),
      ...(hasPage
        ? []
        : [
            `${file}: ${data.name} has ${data.facts.length} fact${data.facts.length === 1 ? '' : 's'} with a source; a town needs ${TOWN_MIN_FACTS} of its own (its gas, power or water line, a city program, a bylaw) for a page. Until then it is a name in ${office.city}'s list of towns, with no page.`,
          ]),
    ];
    towns.push({
      id,
      file,
      ...data,
      office,
      path: `${paths.location(office.id)}${id}/`,
      hasPage,
      warnings,
    });
  }
  const names = [
    ...towns.map((town) => town.name),
    ...offices.flatMap((office) => [office.city, office.locality, ...office.areaServed]),
    ...[...new Set([...offices.map((o) => o.region), ...towns.map((t) => t.province)])].flatMap(
      (code) => [code, provinceName(code)],
    ),
  ];
  const pages = towns.filter((town) => town.hasPage);
  for (const { a, b, share } of doorwayPairs(
    pages.map((town) => ({ file: town.file, text: ownText(town) })),
    names,
  ))
    reader.problems.push(
      `${a} and ${b} have ${Math.round(share * 100)}% of their words in common once the places' names are taken out (at most ${Math.round(DOORWAY_SHARE * 100) - 1}%): pages that read as true with their towns swapped are doorway pages, which search engines drop. Give each town facts of its own.`,
    );
  return towns.sort((a, b) => a.office.order - b.office.order || a.name.localeCompare(b.name));
}
