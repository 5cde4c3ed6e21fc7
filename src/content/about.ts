import type { SiteConfig } from '../config/site-config-types';
import { yearsOfExperience } from '../lib/dates';
import { citiesOf, everyOne, listOf, officeWhere, provincesOf } from '../lib/places';
import { onSiteWithin } from './promises';

export interface Stat {
  number: string;
  label: string;
}

type Facts = Pick<SiteConfig, 'companyName' | 'foundedYear' | 'offices' | 'response'>;

/** The about section's copy; the years are counted at build time from `foundedYear`. */
export function aboutContent(config: Facts, today = new Date()) {
  const years = yearsOfExperience(config.foundedYear, today);
  const [home, ...others] = config.offices;
  const regions = everyOne(citiesOf(config.offices).length, 'region');
  const stats: Stat[] = [
    { number: '500+', label: 'Properties Restored' },
    { number: `${years}+`, label: 'Years of Experience' },
    { number: '98%', label: 'Customer Satisfaction' },
    { number: `<${config.response.onSiteMinutes}`, label: 'Minutes to Respond, 24/7' },
  ];
  const story = [
    `${config.companyName} was founded in ${home.city} in ${config.foundedYear}, after a June flood season left families waiting days for help. We started with one truck, two technicians and a promise to answer every call, day or night.`,
    others.length > 0
      ? `As property managers and insurers came to rely on us, we opened ${listOf(others.map(officeWhere))}, run with the same crews-first approach. Today our certified technicians have restored more than 500 homes and businesses across ${regions}.`
      : `As property managers and insurers came to rely on us, we grew from one truck to a fleet that serves ${listOf(home.areaServed)}. Today our certified technicians have restored more than 500 homes and businesses across ${regions}.`,
  ];
  return {
    stats,
    story,
    mission: `To be on site in ${onSiteWithin(config.response)} when disaster strikes, to treat every property as if it were our own, and to make the road back to normal simple: one team, clear answers and an insurance claim handled for you.`,
    certifications: [
      'IICRC Certified Firm',
      'Water Damage Restoration Technicians (WRT)',
      'Applied Structural Drying (ASD)',
      'Fire and Smoke Restoration Technicians (FSRT)',
      'Applied Microbial Remediation Technicians (AMRT)',
      `Licensed, bonded and insured in ${listOf(provincesOf(config.offices))}`,
    ],
    reasons: [
      {
        title: 'Trusted Expertise',
        text: `Over ${years} ${years === 1 ? 'year' : 'years'} and more than 500 properties restored by certified technicians.`,
      },
      {
        title: 'Rapid Response',
        text: `A crew on the way any hour of the day, on site in ${onSiteWithin(config.response)}.`,
      },
      {
        title: 'Insurance Approved',
        text: 'A preferred vendor for major insurers, with direct billing so you are not left waiting.',
      },
    ],
  };
}
