import type { SiteConfig } from './config/site-config-types';

/**
 * The company's facts. Change them here and the whole site follows: texts, call and mail links,
 * metadata, structured data and the inbox the call-back form writes to. `npm run build` validates
 * this file and stops with a message naming any field that is wrong.
 *
 * List one office or several: every text that names the cities or provinces, the call buttons,
 * the structured data, the share images and a page per office follow the list. Give each office a
 * `description` of its own: without it its page is kept out of search engines.
 *
 * The defaults are placeholders: 555-01XX numbers are fictional and example.com is reserved.
 */
export const siteConfig: SiteConfig = {
  companyName: 'Northline Restoration',
  legalName: 'Northline Restoration Ltd.',
  tagline: 'Disaster recovery and restoration for Calgary and the Greater Toronto Area, 24/7.',
  siteUrl: 'https://www.example.com',
  emergencyPhone: '1-888-555-0100',
  email: {
    general: 'info@example.com',
    inbox: 'emergency@example.com',
    noReply: 'no-reply@example.com',
    privacy: 'privacy@example.com',
  },
  offices: [
    {
      id: 'calgary',
      city: 'Calgary',
      phone: '403-555-0123',
      mobile: '403-555-0190',
      streetAddress: '1200 Example Trail SE, Unit 4',
      locality: 'Calgary',
      region: 'AB',
      postalCode: 'T2C 0A1',
      areaServed: ['Calgary', 'Airdrie', 'Chestermere', 'Cochrane', 'Okotoks'],
      description: [
        'Calgary weather is hard on buildings. Summer hail arrives with little warning: the storm of June 13, 2020 crossed the northeast in under an hour and became one of the costliest in Canadian history, breaking roofs, siding and windows across Saddle Ridge, Taradale and Cityscape. Our Calgary crews tarp roofs and board up windows the same night, then dry out the rain that follows through the ceilings.',
        'Winter brings the opposite trouble. When a cold snap holds the city at -30 °C, pipes in outside walls, attached garages and crawl spaces freeze and split, and the leak shows only when they thaw. A chinook can then lift the temperature twenty degrees in a day: roof snow melts, refreezes at the eaves as an ice dam and backs water under the shingles. We bring thermal cameras to find that water inside walls and ceilings before it turns into mold.',
        'The June 2013 flood, when the Bow and Elbow rivers rose through downtown, Sunnyside and Bowness, is still part of the city’s memory. Today most of our river-valley calls are groundwater and failed sump pumps during the spring melt and the June rains. Our shop in the southeast industrial district keeps dehumidifiers, air movers and generators loaded for the city and for Airdrie, Chestermere, Cochrane and Okotoks.',
      ],
    },
    {
      id: 'toronto',
      city: 'Toronto',
      phone: '416-555-0147',
      mobile: '416-555-0191',
      streetAddress: '2500 Example Drive, Suite 110',
      locality: 'Mississauga',
      region: 'ON',
      postalCode: 'L5T 0A1',
      areaServed: ['Toronto', 'Mississauga', 'Brampton', 'Oakville', 'Vaughan', 'Markham'],
      description: [
        'Our Toronto-area office is in Mississauga, near Pearson and Highway 401, so a crew reaches Toronto, Brampton, Oakville, Vaughan and Markham without crossing the downtown core at rush hour.',
        'Basement flooding is the call we take most. A summer thunderstorm can drop more rain in an hour than older sewers carry: on July 8, 2013 about 126 mm fell at Pearson, and on July 16, 2024 thousands of basements flooded along with the Don Valley Parkway. Where storm water and sewage share one pipe, as in many older neighbourhoods, that water comes back up through the floor drain. We pump it out, treat it as contaminated, dry the structure, and can point you to the City of Toronto’s Basement Flooding Protection Subsidy, which helps pay for a backwater valve and a sump pump.',
        'Condominium towers bring their own emergencies: a burst supply line or a sprinkler head twenty floors up that reaches every unit below. We work with property managers and condominium corporations to stop the water, record which unit it started in, and keep each owner’s claim apart from the building’s.',
        'Winter ice storms, like the one of December 2013 that left hundreds of thousands of homes without power, bring frozen pipes and fallen trees. Our generators and heaters keep a building dry and above freezing until its power is back.',
      ],
    },
  ],
  response: {
    onSiteMinutes: 60,
    callBackMinutes: 15,
    callBackWhen: 'during business hours',
    inquiryHours: 24,
  },
  foundedYear: 2009,
  copyrightYear: 2025,
  legalUpdated: { privacy: '2025-01-15', terms: '2025-01-15' },
};
