import type { SiteConfig } from '../config/site-config-types';

export interface Stat {
  number: string;
  label: string;
}

export const stats: Stat[] = [
  { number: '500+', label: 'Properties Restored' },
  { number: '15+', label: 'Years of Experience' },
  { number: '98%', label: 'Customer Satisfaction' },
  { number: '<60', label: 'Minutes to Respond, 24/7' },
];

export function story(config: Pick<SiteConfig, 'companyName' | 'foundedYear'>): string[] {
  return [
    `${config.companyName} was founded in Calgary in ${config.foundedYear}, after a June flood season left families waiting days for help. We started with one truck, two technicians and a promise to answer every call, day or night.`,
    'As property managers and insurers came to rely on us, we opened a Toronto-area office in Mississauga to serve the GTA with the same crews-first approach. Today our certified technicians have restored more than 500 homes and businesses across both regions.',
  ];
}

export const mission =
  'To be there within the hour when disaster strikes, to treat every property as if it were our own, and to make the road back to normal simple: one team, clear answers and an insurance claim handled for you.';

export const certifications: string[] = [
  'IICRC Certified Firm',
  'Water Damage Restoration Technicians (WRT)',
  'Applied Structural Drying (ASD)',
  'Fire and Smoke Restoration Technicians (FSRT)',
  'Applied Microbial Remediation Technicians (AMRT)',
  'Licensed, bonded and insured in Alberta and Ontario',
];

export const reasons = [
  {
    title: 'Trusted Expertise',
    text: 'Over 15 years and more than 500 properties restored by certified technicians.',
  },
  {
    title: 'Rapid Response',
    text: 'A crew on the way any hour of the day, on site in under 60 minutes.',
  },
  {
    title: 'Insurance Approved',
    text: 'A preferred vendor for major insurers, with direct billing so you are not left waiting.',
  },
] as const;
