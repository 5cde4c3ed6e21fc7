import { byProvince } from '../../src/lib/places';
import { THIRTY_DIST, thirtyContent } from '../fixtures/thirty-offices';

/** A company of thirty offices (built by setup.ts), on a phone: growth-scripts-off and -on.spec.ts. */
export { THIRTY_DIST };

export const { siteConfig, pageText } = thirtyContent;
export const allOffices = pageText.callLinks.barOffices;
export const bar = 'nav[aria-label="Emergency call"]';
export const provinces = byProvince(siteConfig.offices).map((group) => group.name);

/** Every office's line is a link in the element, and the provinces are its headings, in order. */
export function linesByProvince(selector: string, hrefs: string[], names: string[]) {
  const box = document.querySelector(selector);
  if (!box?.checkVisibility()) return false;
  const headings = [...box.querySelectorAll('h2, h3')].map((h) => h.textContent?.trim());
  const at = names.map((name) => headings.indexOf(name));
  return (
    hrefs.every((href) => box.querySelector(`a[href="${href}"]`)) &&
    at.every((index, i) => index >= 0 && (i === 0 || index > at[i - 1]!))
  );
}
