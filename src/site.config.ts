import type { SiteConfig } from './config/site-config-types';

/**
 * The company's facts. Change them here and the whole site follows: texts, call and mail links,
 * metadata, structured data and the inbox the call-back form writes to. `npm run build` validates
 * this file and stops with a message naming any field that is wrong.
 *
 * List one office or several: every text that names the cities or provinces, the call buttons,
 * the structured data and the share image follow the list.
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
    },
  ],
  foundedYear: 2009,
  copyrightYear: 2025,
  legalUpdated: { privacy: '2025-01-15', terms: '2025-01-15' },
};
