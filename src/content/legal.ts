import type { SiteConfig } from '../config/site-config-types';
import { longDate } from '../lib/dates';
import { citiesOf, listOf, postalAddress, provincesOf } from '../lib/places';
import { onSiteWithin } from './promises';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  sections: LegalSection[];
}

type Facts = Pick<SiteConfig, 'companyName' | 'email' | 'offices' | 'legalUpdated' | 'response'>;

/** "the laws of Alberta for work in Alberta and the laws of Ontario for work in Ontario". */
function governingLaw(offices: Facts['offices']): string {
  const provinces = provincesOf(offices);
  if (provinces.length === 1) return `the laws of ${provinces[0]}`;
  return listOf(provinces.map((province) => `the laws of ${province} for work in ${province}`));
}

/** The privacy policy: in its dialog on the landing page and on its own page. */
export function privacyPolicy(config: Facts): LegalDocument {
  return {
    title: 'Privacy Policy',
    updated: `Last updated: ${longDate(config.legalUpdated.privacy)}`,
    sections: [
      {
        heading: 'Information We Collect',
        paragraphs: [
          'When you request an emergency call back, we collect what you type into the form: your name, phone number, e-mail address if you give one, the property location, the type of emergency and your description of the damage.',
          'This website does not use cookies, analytics or advertising trackers. Your browser keeps a few things on your own device, and none of them is sent to us:',
          'The times of your requests from the last hour, in its local storage, to limit how often the form can be sent; older times are removed the next time the form loads.',
          'What you type into the form, in the tab’s session storage, until the request is sent or you close the tab, so a reload loses nothing.',
          'After a request that could not be sent, its reference and a fingerprint of its words (not the words), in the same session storage, until it is sent, you clear the form or you close the tab, so a second try keeps the same reference; and, while it waits for a connection, a note that it is waiting.',
          `The e-mail that carries your request names the page of this website you sent it from, so we learn which pages help people reach us.`,
        ],
      },
      {
        heading: 'How We Use Information',
        paragraphs: [
          'We use your information to call you back, send a crew, prepare an estimate, document the damage for your insurance claim and bill for our services.',
          'We do not sell your information or use it for marketing without your consent.',
        ],
      },
      {
        heading: 'Information Sharing',
        paragraphs: [
          'Your request is delivered to our office as an e-mail through EmailJS, an e-mail delivery service. We share information with your insurance company or adjuster only for your claim and with your consent, and with subcontractors only as far as they need it to work on your property.',
          'We may disclose information when the law requires it.',
        ],
      },
      {
        heading: 'Data Security',
        paragraphs: [
          'The website is served only over encrypted connections, and the form is sent over HTTPS. The website itself stores nothing about you on our servers.',
          'Request e-mails and job files are kept in access-controlled systems, used only by staff who need them, and kept only as long as needed for the job, your warranty and our legal obligations.',
        ],
      },
      {
        heading: 'Contact Information',
        paragraphs: [
          `To ask what we hold about you, correct it or have it deleted, write to our privacy officer at ${config.email.privacy}.`,
          `${config.companyName}: ${config.offices.map(postalAddress).join('; ')}.`,
        ],
      },
    ],
  };
}

export function termsOfService(config: Facts): LegalDocument {
  return {
    title: 'Terms of Service',
    updated: `Last updated: ${longDate(config.legalUpdated.terms)}`,
    sections: [
      {
        heading: 'Service Agreement',
        paragraphs: [
          `Work starts when you, or someone authorized for the property, sign ${config.companyName}'s work authorization. The written scope describes the services; changes to the scope are agreed in writing before they are done.`,
          'Information on this website is general. It is not an estimate or a binding offer.',
        ],
      },
      {
        heading: 'Emergency Response',
        paragraphs: [
          `Our emergency lines are answered 24/7, and we aim to have a crew on site in ${onSiteWithin(config.response)} in and around ${listOf(citiesOf(config.offices))}. Arrival times can be longer in severe weather, during regional disasters or where access is restricted.`,
          'If anyone is in danger, call 911 first. We enter a property only when emergency services consider it safe.',
        ],
      },
      {
        heading: 'Payment Terms',
        paragraphs: [
          'Payment is due on completion of the work unless otherwise arranged in writing.',
          'As a preferred vendor we bill participating insurers directly. You remain responsible for your deductible and for any work your insurer does not cover.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'Our liability for any claim arising from our services is limited to the value of the services provided.',
          'We are not liable for damage that existed before we arrived or for loss caused by conditions we could not reasonably detect, such as damage hidden inside sealed walls.',
        ],
      },
      {
        heading: 'Warranty',
        paragraphs: [
          'Our workmanship on repairs and rebuilding is warranted for one year from completion. Manufacturers’ warranties apply to materials and equipment.',
          'The warranty does not cover new damage from later events or from changes made by others.',
        ],
      },
      {
        heading: 'Governing Law',
        paragraphs: [
          `These terms are governed by ${governingLaw(config.offices)}, and by the federal laws of Canada that apply there.`,
        ],
      },
    ],
  };
}
