import { equipment } from './equipment.ts';
import { fireDamage } from './fire-damage.ts';
import { mold } from './mold.ts';
import type { Service, ServiceFacts } from './service.ts';
import { stormDamage } from './storm-damage.ts';
import { waterDamage } from './water-damage.ts';

export type { Question, Service, ServiceDetails, ServiceFacts, ServiceIcon } from './service.ts';
export { providersOf } from './service.ts';

/**
 * Every service the company offers, in the order the site lists them. Each entry makes its card or
 * link on the landing page (and its dialog, for a card), its page, its navigation and footer
 * links, its sitemap entry and its structured data.
 */
export const servicesOf = (facts: ServiceFacts): Service[] => [
  waterDamage(facts),
  fireDamage(facts),
  equipment(facts),
  stormDamage(facts),
  mold(facts),
];

/** The slugs, for checks that need no texts (the config's `offices[].services`). */
export const serviceSlugs = (facts: ServiceFacts) => servicesOf(facts).map((s) => s.slug);
