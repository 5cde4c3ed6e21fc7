import { telHref } from '../../src/lib/phone';
import { byProvince } from '../../src/domain/places';
import type { Engine } from './engines';
import { press } from './visitor';
import { loadContentOf } from '../fixtures/content';
import { SITES } from '../fixtures/sites.mjs';

/** A company of thirty offices (built by setup.ts), on a phone: growth-scripts-off and -on.spec.ts. */
export const THIRTY_DIST = SITES.thirty.dir;

/** The thirty-office company's content: it has the careers template, so a résumé is attached. */
export const thirtyContent = await loadContentOf('thirty');
export const { siteConfig, pageText } = thirtyContent;
const allOffices = pageText.callLinks.barOffices;
const bar = 'nav[aria-label="Emergency call"]';
/** Every office's line, as its link's address. */
export const everyLine = siteConfig.offices.map((office) => telHref(office.phone));
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

/** On a phone, the landing page's call bar: presses "All offices" (a link without script, a button with). */
export async function pressAllOffices(engine: Engine, origin: string, control: 'a' | 'button') {
  await engine.resize(390, 844);
  await engine.goto(`${origin}/`);
  await press(engine, `${bar} ${control}`, allOffices);
}
