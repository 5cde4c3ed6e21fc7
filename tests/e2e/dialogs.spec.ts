import type { Page } from '@playwright/test';
import { formatLocalPhone, telHref } from '../../src/lib/phone';
import { provincesOf } from '../../src/domain/places';
import { siteContent } from '../fixtures/content';

const { siteConfig } = siteContent;
import { expect, openContactForm, test } from './fixtures';

const contactDialog = (page: Page) => page.getByRole('dialog', { name: 'Get Emergency Help' });

test.describe('the dialogs', () => {
  const openers: Array<[string, (page: Page) => ReturnType<Page['getByRole']>]> = [
    [
      'the header',
      (page) => page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }),
    ],
    [
      'the hero',
      (page) =>
        page
          .locator('section[aria-labelledby="hero-title"]')
          .getByRole('button', { name: 'Get Emergency Help' }),
    ],
    ['the about section', (page) => page.getByRole('button', { name: 'Get Emergency Help Now' })],
    ['the General Inquiries card', (page) => page.getByRole('button', { name: 'GET HELP!' })],
  ];

  test('every "Get Emergency Help" button (header, hero, about, General Inquiries) opens the contact dialog with both numbers and the form', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    for (const [where, opener] of openers) {
      await opener(page).click();
      const dialog = contactDialog(page);
      await expect(dialog, where).toBeVisible();
      for (const office of siteConfig.offices) {
        await expect(
          dialog.getByRole('link', { name: `${office.city} ${formatLocalPhone(office.phone)}` }),
        ).toHaveAttribute('href', telHref(office.phone));
      }
      for (const label of [
        'Full Name',
        'Phone Number',
        'Property Location',
        'Type of Emergency',
        'Description of Damage',
      ]) {
        await expect(dialog.getByLabel(label), where).toBeVisible();
      }
      await expect(
        dialog.getByRole('button', { name: 'Request Emergency Call Back' }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(consoleErrors).toEqual([]);
  });

  const details = [
    ['Water Damage Restoration', /3-7 days/],
    ['Fire Damage Restoration', /2-4 weeks/],
    ['Equipment Services', /same day/i],
  ] as const;

  test("each 'Learn More' opens its service's details", async ({ page }) => {
    await page.goto('/');
    for (const [title, timeline] of details) {
      await page.getByRole('button', { name: `Learn More about ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      for (const heading of [
        'Our Process',
        'Key Benefits',
        'Equipment & Tools',
        'Timeline',
        'Service Coverage',
      ]) {
        await expect(dialog.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      expect(await dialog.locator('ol li').count(), title).toBeGreaterThanOrEqual(5);
      await expect(dialog.getByText(timeline).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test("'Get Emergency Help' and 'Request Quote' in a service dialog each open the contact form over it; Escape steps back to the service, then to 'Learn More'", async ({
    page,
  }) => {
    await page.goto('/');
    const learnMore = page.getByRole('button', {
      name: 'Learn More about Fire Damage Restoration',
    });
    for (const footerButton of ['Get Emergency Help', 'Request Quote']) {
      await learnMore.click();
      const service = page.getByRole('dialog', { name: 'Fire Damage Restoration' });
      const opener = service.getByRole('button', { name: footerButton, exact: true });
      await opener.click();
      await expect(contactDialog(page)).toBeVisible();
      await expect(page.getByLabel('Full Name')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(contactDialog(page)).toBeHidden();
      await expect(service).toBeVisible();
      await expect(opener, footerButton).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(learnMore, footerButton).toBeFocused();
    }
  });

  // The legal texts' sections, as the content files give them.
  const legal = [siteContent.legal.privacy, siteContent.legal.terms].map(
    (doc) => [doc.title, doc.sections.map((section) => section.heading)] as const,
  );

  test('the Privacy Policy and the Terms of Service show all their sections and scroll on a small phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('/');
    for (const [title, sections] of legal) {
      await page.getByRole('button', { name: title }).click();
      const dialog = page.getByRole('dialog', { name: title });
      for (const section of sections)
        await expect(dialog.getByRole('heading', { name: section, exact: true })).toBeAttached();
      const last = dialog.getByRole('heading', { name: sections.at(-1), exact: true });
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      const scrolls = await dialog.evaluate(
        (el) => el.scrollHeight > el.clientHeight && el.scrollTop > 0,
      );
      expect(scrolls, title).toBe(true);
      const close = dialog.getByRole('button', { name: 'Close dialog' });
      await expect(close).toBeInViewport();
      // Its name is seen too, not only heard: the icon alone says nothing to a mouse's user.
      await expect(close).toHaveAttribute('title', 'Close dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('the terms state payment, liability and governing law as the spec does, and the page behind them cannot be clicked', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Terms of Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect(
      dialog.getByText(/due on completion of the work unless otherwise arranged/),
    ).toBeVisible();
    await expect(dialog.getByText(/limited to the value of the services/)).toBeVisible();
    for (const province of provincesOf(siteConfig.offices))
      await expect(dialog.getByText(`the laws of ${province}`)).toBeVisible();
    const hit = await page.evaluate(() => {
      const header = document.querySelector('header a[href^="tel:"]');
      const box = header?.getBoundingClientRect();
      return box
        ? document.elementFromPoint(box.x + 2, box.y + 2)?.closest('dialog') !== null
        : false;
    });
    expect(hit).toBe(true);
  });

  test('focus moves in, stays in, and the close button returns it to the opener', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Privacy Policy' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(dialog.getByRole('heading', { name: 'Privacy Policy', level: 2 })).toBeFocused();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => !!document.activeElement?.closest('dialog'));
      const atBrowserChrome = await page.evaluate(() => document.activeElement === document.body);
      expect(inside || atBrowserChrome).toBe(true);
    }
    expect(
      await page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal')),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('Escape closes a dialog and returns focus to the button that opened it', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'GET HELP!' });
    await opener.click();
    await expect(contactDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('a press that starts in a field and ends on the backdrop keeps the dialog; a click on the backdrop closes it', async ({
    page,
  }) => {
    await openContactForm(page);
    const field = page.getByLabel('Full Name');
    await field.fill('Jane Smith');
    const box = (await field.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(2, 2, { steps: 5 });
    await page.mouse.up();
    await expect(contactDialog(page)).toBeVisible();
    await page.mouse.click(2, 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
