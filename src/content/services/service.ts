import type { Office, SiteConfig } from '../../config/site-config-types.ts';
import type { EmergencyType } from '../emergency-types.ts';

/** What the services' texts are built from. */
export type ServiceFacts = Pick<SiteConfig, 'offices' | 'response'>;

export type ServiceIcon = 'water' | 'fire' | 'equipment' | 'storm' | 'mold';

export interface ServiceDetails {
  description: string;
  process: string[];
  benefits: string[];
  equipment: string[];
  timeline: string;
  /** What the service covers, ending with the areas of the offices that provide it. */
  coverage: string[];
}

export interface Question {
  question: string;
  /** A paragraph per entry. */
  answer: string[];
}

export interface Service {
  /** The page's address (/services/<slug>/), and on the landing page the dialog's id. */
  slug: string;
  title: string;
  icon: ServiceIcon;
  /** On the landing page: one of the spec's cards with its dialog, or a link below them. */
  landing: 'card' | 'link';
  /** The card's text: a description and the four bullets. */
  card: { description: string; features: [string, string, string, string] };
  /** The "while you wait" steps shown with it. */
  safetyType: EmergencyType;
  details: ServiceDetails;
  /** What people ask before they call, answered on the service's page. */
  faq: Question[];
}

/** The offices that provide a service: those that list it, and those that list none. */
export const providersOf = (offices: readonly Office[], slug: string): Office[] =>
  offices.filter((office) => !office.services || office.services.includes(slug));

/** "Calgary and area", for each distinct city of the offices that provide a service. */
export const areasOf = (offices: readonly Office[]) =>
  [...new Set(offices.map((office) => office.city))].map((city) => `${city} and area`);
