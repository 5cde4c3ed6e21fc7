import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/domain/paths';
import { formatLocalPhone, telHref } from '../../src/lib/phone';
import { byProvince, GROUPED_ABOVE, providersOf } from '../../src/domain/places';
import { axeViolations, expect, test } from './fixtures';

// A company of two offices and of thirty (the projects' builds): on a phone the lines stay one tap
// away and leave the page usable, whatever the count. Every story here is tagged @offices: up to
// two offices the bar and the dialog hold each line, beyond two the serving line and "All
// offices", beyond five the lists go by province (the thirty-office company has all of these; the
// three-office company's pages hold nothing here that those two lack). The listing pages' HTML
// is checked at every count in tests/files/.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A town an office serves, typed key by key into a finder, names that office and its line. */
async function namesItsOffice(
  page: Page,
  finder: Locator,
  label: string,
  office: { city: string; phone: string; areaServed: string[] },
) {
  await finder.getByLabel(label).pressSequentially(office.areaServed.at(-1)!);
  await page.keyboard.press('Enter');
  await expect(
    finder
      .getByRole('status')
      .getByRole('link', { name: new RegExp(office.city) })
      .first(),
  ).toHaveAttribute('href', telHref(office.phone));
}

test(
  'the call bar is one row, at most 72 px tall, and "Get Emergency Help" takes a tap to a dialog that shows a line to call and the form’s first field within two screens, and with more than two offices the serving line, the finder, then the others folded',
  { tag: '@offices' },
  async ({ page, site, content }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Emergency call' });
    const box = (await bar.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(72);
    const controls = await bar.getByRole('link').or(bar.getByRole('button')).all();
    const tops = await Promise.all(
      controls.map(async (control) => (await control.boundingBox())!.y),
    );
    expect(new Set(tops).size, 'one row').toBe(1);
    expect(controls).toHaveLength(site.offices.length <= 2 ? site.offices.length : 2);

    const help = page.getByRole('main').getByRole('button', { name: 'Get Emergency Help' }).first();
    await help.tap();
    const dialog = page.getByRole('dialog', { name: 'Get Emergency Help' });
    await expect(dialog).toBeVisible();

    // A line to call and the form's first field within two screens.
    const line = dialog.getByRole('link', {
      name: formatLocalPhone(
        site.offices.length <= 2 ? site.offices[0].phone : site.emergencyPhone,
      ),
    });
    await expect(line.first()).toBeInViewport();
    const lineHref = await line.first().getAttribute('href');
    expect(
      [site.emergencyPhone, ...site.offices.map((office) => office.phone)].map(telHref),
    ).toContain(lineHref);
    const form = dialog.getByRole('form', { name: 'Emergency call-back request' });
    const first = form.getByRole('textbox').first();
    await expect(first).toBeAttached();
    // Its distance from the top of the dialog's scroll, in screens of this phone.
    const screens = await first.evaluate((field) => {
      let scroller: Element | null = field.parentElement;
      while (scroller && scroller.scrollHeight <= scroller.clientHeight)
        scroller = scroller.parentElement;
      const top = scroller ? scroller.getBoundingClientRect().top : 0;
      return (
        (field.getBoundingClientRect().bottom - top + (scroller?.scrollTop ?? 0)) / innerHeight
      );
    });
    expect(screens).toBeLessThanOrEqual(2);

    // Up to two offices, each line and no finder; beyond, the serving line, the finder, the rest.
    const words = content.pageText;
    const finder = dialog.getByRole('search', { name: words.officeFinder.title });
    if (site.offices.length <= 2) {
      await expect(finder).toHaveCount(0);
      return;
    }
    const serving = dialog
      .getByRole('link', { name: formatLocalPhone(site.emergencyPhone) })
      .first();
    const fold = dialog.getByText(words.callLinks.barOffices, { exact: true });
    await expect(finder).toBeVisible();
    const [lineBox, finderBox, foldBox] = await Promise.all(
      [serving, finder, fold].map(async (each) => (await each.boundingBox())!.y),
    );
    expect(lineBox).toBeLessThan(finderBox!);
    expect(finderBox).toBeLessThan(foldBox!);

    await namesItsOffice(page, finder, words.officeFinder.label, site.offices.at(-2)!);
  },
);

type Company = { site: { offices: { id: string }[] }; content: { services: { slug: string }[] } };
/** The pages that list offices, by name: the landing, the locations page, a service's and an office's. */
const listingPages: Record<string, (company: Company) => string> = {
  'the landing page': () => '/',
  'the locations page': () => paths.locations,
  'a service’s page': ({ content }) => paths.service(content.services[0]!.slug),
  'an office’s page': ({ site }) => paths.location(site.offices.at(-1)!.id),
};

test(
  'a service’s page lists the offices that provide it: beyond five, their lines by province, not a wall of cards',
  { tag: '@offices' },
  async ({ page, content }) => {
    const service = content.services[0]!;
    const providers = providersOf(content.siteConfig.offices, service.slug);
    await page.goto(paths.service(service.slug));
    const list = page.getByRole('region', { name: content.pageText.servicePage.officesHeading });
    for (const office of providers)
      await expect(list.locator(`a[href="${telHref(office.phone)}"]`)).toBeVisible();
    if (providers.length <= GROUPED_ABOVE) return;
    expect(await list.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      byProvince(providers).map((group) => group.name),
    );
    const { height } = (await list.boundingBox())!;
    expect(height / providers.length, `${height} px for ${providers.length}`).toBeLessThanOrEqual(
      72,
    );
  },
);

// One test a page: axe on a page of thirty offices and on its dialog takes seconds each.
for (const [name, pathOf] of Object.entries(listingPages))
  test(
    `axe finds nothing on ${name}, nor in its emergency dialog`,
    { tag: '@offices' },
    async ({ page, site, content }) => {
      const path = pathOf({ site, content });
      await page.goto(path);
      // As Lighthouse reads it, sections drawn only when near (content-visibility) not yet drawn: a
      // stand-in shorter than its section puts its text on the next one's colours.
      expect(await axeViolations(page), path).toEqual([]);
      await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).tap();
      await expect(page.getByRole('dialog', { name: 'Get Emergency Help' })).toBeVisible();
      expect(await axeViolations(page, 'dialog[open]'), path).toEqual([]);
    },
  );

test(
  'with more than two offices, "All offices" opens every line by province in place, the finder at its top',
  { tag: '@offices' },
  async ({ page, site, content }) => {
    const words = content.pageText;
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Emergency call' });
    if (site.offices.length <= 2) {
      // Up to two offices, the bar holds each line, and there is nothing more to open.
      await expect(bar.getByRole('button')).toHaveCount(0);
      await expect(page.locator('dialog', { hasText: words.officeFinder.title })).toHaveCount(0);
      return;
    }
    await bar.getByRole('button', { name: words.callLinks.barOffices }).tap();
    const dialog = page.getByRole('dialog', { name: words.callLinks.barOffices });
    await expect(dialog).toBeVisible();
    const finder = dialog.getByRole('search', { name: words.officeFinder.title });
    await expect(finder).toBeVisible();
    const headings = dialog.getByRole('heading', { level: 3 });
    expect(await headings.allTextContents()).toEqual([
      words.officeFinder.title,
      ...byProvince(site.offices).map((group) => group.name),
    ]);
    for (const office of site.offices)
      await expect(dialog.locator(`a[href="${telHref(office.phone)}"]`).first()).toBeAttached();
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    await namesItsOffice(page, finder, words.officeFinder.label, site.offices.at(-1)!);
  },
);
