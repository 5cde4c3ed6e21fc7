import { telHref } from '../../src/lib/phone';
import { siteContent } from '../fixtures/content';
import { formCodeHook } from '../fixtures/form-code';
import type { Engine } from './engines';
import { until } from './fixtures';

/**
 * What a visitor does and sees in the emergency paths, in any engine: the stories are in
 * scripts-on.spec.ts and scripts-off.spec.ts. WebKit here has no Invoker Commands and no
 * `closedby`, like Safari before 26.2, so its dialogs open through the page script's stand-in.
 */

export const { siteConfig } = siteContent;

export const phones = siteConfig.offices.map((office) => telHref(office.phone));
export const contact = 'dialog#emergency-help';
export const firstCard = siteContent.services.find((service) => service.landing === 'card')!;

/** Marks the first shown element of the selector whose text is `text`; a selector for it, or null. */
export function mark(selector: string, text: string) {
  const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const found = [...document.querySelectorAll(selector)].find(
    (element) => element.checkVisibility() && words(element) === text,
  );
  if (!found) return null;
  const id = Math.random().toString(36).slice(2);
  found.setAttribute('data-engine-target', id);
  return `[data-engine-target="${id}"]`;
}

export async function press(engine: Engine, selector: string, text: string) {
  const target = await engine.run(mark, selector, text);
  if (!target) throw new Error(`${engine.name}: no "${text}" shown in ${selector}`);
  await engine.click(target);
  return target;
}

/**
 * Puts words into a field at once, as a paste or a phone's autofill does: its value set as the
 * browser sets it, then the events a paste fires. A select takes an option's value.
 */
export async function put(engine: Engine, selector: string, text: string) {
  const found = await engine.run(
    (target: string, value: string) => {
      const field = document.querySelector<HTMLInputElement>(target);
      if (!field) return false;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(
        field,
        value,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    selector,
    text,
  );
  if (!found) throw new Error(`${engine.name}: no field ${selector}`);
}

/** Every city's line is a link shown in the dialog, within the screen. */
export function cityLinesShown(dialog: string, hrefs: string[]) {
  const box = document.querySelector(dialog);
  if (!box?.checkVisibility()) return false;
  return hrefs.every((href) =>
    [...box.querySelectorAll(`a[href="${href}"]`)].some((link) => {
      const rect = link.getBoundingClientRect();
      return (
        link.checkVisibility() && rect.top >= 0 && rect.bottom <= innerHeight && rect.width > 0
      );
    }),
  );
}

// As a person sees it: `visibility: hidden` keeps a part's room but shows nothing (the office
// finder, until its script runs), and what is not seen cannot be typed into.
export const shown = (selector: string) =>
  !!document.querySelector(selector)?.checkVisibility({ visibilityProperty: true });
export const hidden = (selector: string) =>
  !document.querySelector(selector)?.checkVisibility({ visibilityProperty: true });
/** Whether a heading of the form's receipt (an h3) says the words: run in the page. */
export const headingSays = (said: string) =>
  [...document.querySelectorAll('h3')].some((h) => h.textContent?.includes(said));

export const errors = () => (window as unknown as { __engineErrors: string[] }).__engineErrors;
/** The form's code has taken over the form (the one test hook, run in the page: see form-code.ts). */
export const islandReady = (hook: typeof formCodeHook) =>
  document.querySelector(hook.selector)?.getAttribute(hook.attribute) === hook.ready;
/** The form's code has arrived (fetched once the page has painted) and has not run yet. */
export const islandFetched = (hook: typeof formCodeHook) => {
  const script = (document.querySelector('script[data-island-script]') as HTMLElement | null)
    ?.dataset.islandScript;
  return (
    !!script &&
    document.querySelector(hook.selector)?.getAttribute(hook.attribute) === hook.notRunYet &&
    performance
      .getEntriesByType('resource')
      .some(
        (entry) =>
          entry.name.endsWith(script) && (entry as PerformanceResourceTiming).responseEnd > 0,
      )
  );
};

export const openers: Array<[string, string, string]> = [
  ['the header', 'header', 'Get Emergency Help'],
  ['the hero', 'section[aria-labelledby="hero-title"]', 'Get Emergency Help'],
  ['the about section', '#about', 'Get Emergency Help Now'],
  ['the General Inquiries card', '#contact', 'GET HELP!'],
];

/**
 * Presses each "Get Emergency Help" (its button, or its link with scripts off), sees every city's
 * line in the contact dialog, and closes it.
 */
export async function openEachAndClose(
  engine: Engine,
  opener: 'button' | 'a',
  close: () => Promise<void>,
) {
  for (const [where, scope, text] of openers) {
    await press(engine, `${scope} ${opener}`, text);
    await until(
      engine,
      `the dialog from ${where} shows every city line`,
      cityLinesShown,
      contact,
      phones,
    );
    await close();
    await until(engine, 'the dialog closes', hidden, contact);
  }
}
