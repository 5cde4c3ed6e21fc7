import { parseIsoDate } from '../lib/dates.ts';
import { toE164 } from '../lib/phone.ts';
import { isProvinceCode } from '../lib/places.ts';
import { serviceSlugs } from '../content/services/index.ts';
import { SHORT_NAME_LIMIT } from '../seo/web-manifest.ts';
import type { SiteConfig } from './site-config-types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every problem in the config, each naming its field; an empty list means the config is usable. */
export function validateSiteConfig(config: SiteConfig, today = new Date()): string[] {
  const problems: string[] = [];
  const slugs = serviceSlugs(config);
  const requireText = (field: string, value: string) => {
    if (!value.trim()) problems.push(`${field} is empty.`);
  };
  const requirePhone = (field: string, value: string) => {
    if (!toE164(value)) {
      problems.push(
        `${field} "${value}" cannot become an E.164 number: give a 10-digit North American number such as 403-555-0123.`,
      );
    }
  };
  const requireEmail = (field: string, value: string) => {
    if (!value.trim()) problems.push(`${field} is empty: give an e-mail address.`);
    else if (!EMAIL.test(value)) problems.push(`${field} "${value}" is not an e-mail address.`);
  };

  requireText('companyName', config.companyName);
  if (config.shortName !== undefined && !config.shortName.trim()) {
    problems.push(
      `shortName is empty: give a name of ${SHORT_NAME_LIMIT} characters at most, or leave it out.`,
    );
  } else if (config.shortName && config.shortName.length > SHORT_NAME_LIMIT) {
    problems.push(
      `shortName "${config.shortName}" is longer than ${SHORT_NAME_LIMIT} characters: a phone's home screen cuts it.`,
    );
  }
  requireText('legalName', config.legalName);
  requireText('tagline', config.tagline);

  let url: URL | null = null;
  try {
    url = new URL(config.siteUrl);
  } catch {
    problems.push(`siteUrl "${config.siteUrl}" is not a URL.`);
  }
  if (url && url.protocol !== 'https:') {
    problems.push(`siteUrl "${config.siteUrl}" must start with https://.`);
  }
  if (url && (url.pathname !== '/' || config.siteUrl.endsWith('/'))) {
    problems.push(
      `siteUrl "${config.siteUrl}" must be the site's origin with no path or trailing slash.`,
    );
  }

  requirePhone('emergencyPhone', config.emergencyPhone);
  for (const key of ['general', 'inbox', 'noReply', 'privacy'] as const) {
    requireEmail(`email.${key}`, config.email[key]);
  }

  if (config.offices.length === 0) problems.push('offices is empty: list at least one office.');
  const seen = new Set<string>();
  config.offices.forEach((office, i) => {
    const at = `offices[${i}]`;
    if (!/^[a-z][a-z0-9-]*$/.test(office.id)) {
      problems.push(
        `${at}.id "${office.id}" must be a short lower-case slug such as "calgary" (letters, digits, hyphens).`,
      );
    } else if (seen.has(office.id)) {
      problems.push(`${at}.id "${office.id}" is used by another office: give each its own.`);
    }
    seen.add(office.id);
    requireText(`${at}.city`, office.city);
    requirePhone(`${at}.phone`, office.phone);
    requireText(`${at}.streetAddress`, office.streetAddress);
    requireText(`${at}.locality`, office.locality);
    if (!isProvinceCode(office.region)) {
      problems.push(
        `${at}.region "${office.region}" must be a two-letter province or territory code such as AB.`,
      );
    }
    if (!/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i.test(office.postalCode)) {
      problems.push(`${at}.postalCode "${office.postalCode}" is not a Canadian postal code.`);
    }
    if (office.areaServed.length === 0) problems.push(`${at}.areaServed is empty.`);
    if (office.mobile !== undefined) requirePhone(`${at}.mobile`, office.mobile);
    if (office.inbox !== undefined) requireEmail(`${at}.inbox`, office.inbox);
    office.description?.forEach((paragraph, p) =>
      requireText(`${at}.description[${p}]`, paragraph),
    );
    if (office.services !== undefined) {
      if (office.services.length === 0) {
        problems.push(
          `${at}.services is empty: list the services it provides, or leave it out for all.`,
        );
      }
      for (const slug of office.services) {
        if (!slugs.includes(slug)) {
          problems.push(
            `${at}.services names "${slug}", which is no service: use one of ${slugs.join(', ')}.`,
          );
        }
      }
    }
  });
  for (const slug of config.offices.length > 0 ? slugs : []) {
    if (!config.offices.some((office) => !office.services || office.services.includes(slug))) {
      problems.push(
        `No office provides "${slug}": list it in an office's services, or remove the service from src/content/services/.`,
      );
    }
  }

  const minutes = (field: string, value: number, most: number) => {
    if (!Number.isInteger(value) || value < 1 || value > most) {
      problems.push(`response.${field} ${value} is not a whole number from 1 to ${most}.`);
    }
  };
  minutes('onSiteMinutes', config.response.onSiteMinutes, 24 * 60);
  minutes('callBackMinutes', config.response.callBackMinutes, 24 * 60);
  minutes('inquiryHours', config.response.inquiryHours, 24 * 14);
  requireText('response.callBackWhen', config.response.callBackWhen);

  const year = today.getFullYear();
  if (
    !Number.isInteger(config.foundedYear) ||
    config.foundedYear < 1900 ||
    config.foundedYear > year
  ) {
    problems.push(`foundedYear ${config.foundedYear} is not a year in the past.`);
  }
  if (!Number.isInteger(config.copyrightYear) || config.copyrightYear < config.foundedYear) {
    problems.push(
      `copyrightYear ${config.copyrightYear} is not a year since the company was founded.`,
    );
  }
  for (const key of ['privacy', 'terms'] as const) {
    const text = config.legalUpdated[key];
    const date = parseIsoDate(text);
    if (!date) problems.push(`legalUpdated.${key} "${text}" is not a date written as YYYY-MM-DD.`);
    else if (date.getTime() > today.getTime()) {
      problems.push(`legalUpdated.${key} ${text} is in the future.`);
    }
  }
  return problems;
}
