import { inquiryReplyWithin } from '../../src/content/response-times';
import { yearsOfExperience } from '../../src/lib/dates';
import { formatLocalPhone, telHref, toE164 } from '../../src/lib/phone';
import { citiesOf } from '../../src/domain/places';
import { appShortName } from '../../src/seo/web-manifest';
import { expect, test, writtenOn } from './fixtures';

/** A PNG's size, from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test.describe('the landing page', () => {
  // @company: the sections follow the company's content (its testimonials, claims and offices).
  test(
    'shows every section in order with the spec texts',
    { tag: '@company' },
    async ({ page, site, content, consoleErrors }) => {
      await page.goto('/');
      const main = page.getByRole('main');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Restoring Lives with Care' }),
      ).toBeVisible();
      for (const point of [
        '24/7 Emergency Response',
        'Licensed & Insured',
        'Certified Technicians',
      ]) {
        await expect(main.getByText(point, { exact: true }).first()).toBeVisible();
      }
      // The spec's statement that the company serves its cities, in the owner's words.
      const statement = main.getByText(writtenOn(site, content.pageText.landing.heroLede));
      await expect(statement).toBeVisible();
      for (const city of citiesOf(site.offices)) await expect(statement).toContainText(city);

      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings).toEqual([
        'Our Expert Services',
        `About ${site.companyName}`,
        // The owner's testimonials, when there are some.
        ...(content.testimonials.length > 0 ? [content.pageText.proof.testimonialsHeading] : []),
        'Get Emergency Help Now',
      ]);

      const services = page.locator('#services');
      for (const title of [
        'Water Damage Restoration',
        'Fire Damage Restoration',
        'Equipment Services',
      ]) {
        await expect(services.getByRole('heading', { name: title, exact: true })).toBeVisible();
      }
      await expect(services.getByRole('button', { name: /^Learn More/ })).toHaveCount(3);
      for (const text of [
        'Fire Damage Restoration Experts',
        '24/7 Response',
        'Insurance Claims',
        'Certified Experts',
        'Advanced Equipment',
        'Professional-Grade Equipment',
        'Industrial Dehumidifiers',
        'Air Filtration Systems',
        'Moisture Detection',
      ]) {
        await expect(services.getByText(text, { exact: true })).toBeVisible();
      }

      const about = page.locator('#about');
      const { propertiesRestored, satisfactionPercent } = site.claims;
      for (const text of [
        ...(propertiesRestored ? [`${propertiesRestored}+`] : []),
        `${yearsOfExperience(site.foundedYear, new Date())}+`,
        ...(satisfactionPercent ? [`${satisfactionPercent}%`] : []),
        'Our Story',
        'Our Mission',
        'Certifications',
        'Trusted Expertise',
        'Rapid Response',
        'Insurance Approved',
      ]) {
        await expect(about.getByText(text, { exact: true })).toBeVisible();
      }
      // A claim the settings do not make is not on the page.
      if (!satisfactionPercent)
        await expect(about.getByText('Customer Satisfaction')).toHaveCount(0);
      await expect(about.getByRole('heading', { name: /^Why Choose/ })).toBeVisible();
      await expect(about.getByRole('button', { name: 'Get Emergency Help Now' })).toBeVisible();

      const contact = page.locator('#contact');
      expect(await contact.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
        ...site.offices.map((office) => office.city),
        'General Inquiries',
      ]);
      await expect(contact.getByText('24/7 Emergency Response')).toHaveCount(site.offices.length);
      for (const office of site.offices) {
        await expect(
          contact.getByText(`${office.locality}, ${office.region} ${office.postalCode}`),
        ).toBeVisible();
      }
      await expect(contact.getByText(inquiryReplyWithin(site.response))).toBeVisible();
      await expect(contact.getByRole('button', { name: 'GET HELP!' })).toBeVisible();

      const footer = page.getByRole('contentinfo');
      await expect(
        footer.getByText(`© ${site.copyrightYear} ${site.companyName}. All rights reserved.`),
      ).toBeVisible();
      await expect(footer.getByRole('button', { name: 'Privacy Policy' })).toBeVisible();
      await expect(footer.getByRole('button', { name: 'Terms of Service' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    },
  );

  test('dials E.164 numbers shown in local format, and mails with mailto', async ({
    page,
    site,
  }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    for (const office of site.offices) {
      await expect(
        contact.getByRole('link', { name: formatLocalPhone(office.phone), exact: true }),
      ).toHaveAttribute('href', `tel:${toE164(office.phone)}`);
    }
    await expect(
      page.getByRole('banner').getByRole('link', { name: formatLocalPhone(site.emergencyPhone) }),
    ).toHaveAttribute('href', `tel:${toE164(site.emergencyPhone)}`);
    await expect(
      contact.getByRole('link', { name: site.email.general, exact: true }),
    ).toHaveAttribute('href', `mailto:${site.email.general}`);
    for (const href of await page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^tel:\+1\d{10}$/);
    }
  });

  test('links the web app manifest once the page has painted', async ({ page, site }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ name: site.companyName, short_name: appShortName(site) });
    expect(manifest.icons.map((icon) => icon.purpose ?? 'any').sort()).toEqual([
      'any',
      'any',
      'maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await page.request.get(icon.src);
      expect(png.headers()['content-type'], icon.src).toBe('image/png');
      const size = pngSize(await png.body());
      expect(`${size.width}x${size.height}`, icon.src).toBe(icon.sizes);
    }
  });

  test('"View Our Services" takes the visitor to the services', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View Our Services' }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole('heading', { name: 'Our Expert Services' })).toBeInViewport();
  });

  test('is complete with JavaScript off', async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Restoring Lives with Care' })).toBeVisible();
    await expect(
      page.locator('#contact').getByText(inquiryReplyWithin(site.response)),
    ).toBeVisible();
    for (const office of site.offices)
      await expect(page.locator(`a[href="${telHref(office.phone)}"]`).first()).toBeAttached();
    await context.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  // @offices: up to two offices the bar holds each line, beyond two the serving line.
  test(
    'a visitor reaches the lines without scrolling, in one row of the call bar, and "Get Emergency Help" stays uncovered',
    { tag: '@offices' },
    async ({ page, site, content }) => {
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: 'Emergency call' });
      expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(72);
      const expectLine = async (phone: string, label: string) => {
        const link = bar.locator(`a[href="${telHref(phone)}"]`);
        await expect(link).toBeInViewport({ ratio: 1 });
        await expect(link).toContainText(label);
        await expect(link).toContainText(formatLocalPhone(phone));
        expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      };
      if (site.offices.length <= 2) {
        await expect(bar.getByRole('link')).toHaveCount(site.offices.length);
        for (const office of site.offices) await expectLine(office.phone, office.city);
      } else {
        // More offices than a row holds: the company's 24/7 line, and every office's a tap away.
        const words = content.pageText.callLinks;
        await expect(bar.getByRole('link')).toHaveCount(1);
        await expectLine(site.emergencyPhone, words.barLine);
        // It opens every line in place (growth.spec.ts); without script, a link to the locations page.
        const all = bar.getByRole('button', { name: words.barOffices });
        expect((await all.boundingBox())?.height).toBeGreaterThanOrEqual(44);
        // On an office's page, the line first offered is that office's own.
        const office = site.offices.at(-1)!;
        await page.goto(`/locations/${office.id}/`);
        await expectLine(office.phone, office.city);
        await expect(bar.getByRole('link')).toHaveCount(1);
        await page.goto('/');
      }
      // The hero's button is where a tap on it lands, not under the bar.
      const help = page
        .getByRole('main')
        .getByRole('button', { name: 'Get Emergency Help' })
        .first();
      await help.scrollIntoViewIfNeeded();
      const box = (await help.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? '',
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toContain('Get Emergency Help');
    },
  );

  test(
    'on the narrowest phone every call link shows its city and number in full',
    { tag: '@offices' },
    async ({ page, site }) => {
      await page.setViewportSize({ width: 320, height: 568 });
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: 'Emergency call' });
      const links = bar.getByRole('link').or(bar.getByRole('button'));
      await expect(links).toHaveCount(site.offices.length <= 2 ? site.offices.length : 2);
      for (const link of await links.all()) {
        const overflow = await link.evaluate((a) => a.scrollWidth - a.clientWidth);
        expect(overflow, (await link.textContent()) ?? '').toBeLessThanOrEqual(0);
      }
    },
  );
});
