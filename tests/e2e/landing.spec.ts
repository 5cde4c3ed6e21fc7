import { expect, test } from './fixtures';

test.describe('the landing page', () => {
  test('shows every section in order with the spec texts', async ({ page, consoleErrors }) => {
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
    await expect(main.getByText(/Calgary and Toronto/).first()).toBeVisible();

    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([
      'Our Expert Services',
      'About Northline Restoration',
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
    for (const text of [
      '500+',
      '15+',
      '98%',
      'Our Story',
      'Our Mission',
      'Certifications',
      'Trusted Expertise',
      'Rapid Response',
      'Insurance Approved',
    ]) {
      await expect(about.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(about.getByRole('heading', { name: /^Why Choose/ })).toBeVisible();
    await expect(about.getByText(/founded in Calgary in 2009/)).toBeVisible();
    await expect(about.getByRole('button', { name: 'Get Emergency Help Now' })).toBeVisible();

    const contact = page.locator('#contact');
    for (const city of ['Calgary', 'Toronto', 'General Inquiries']) {
      await expect(contact.getByRole('heading', { name: city })).toBeVisible();
    }
    await expect(contact.getByText('24/7 Emergency Response')).toHaveCount(2);
    await expect(contact.getByText('Mississauga, ON')).toBeVisible();
    await expect(contact.getByText('Within 24 hours')).toBeVisible();
    await expect(contact.getByRole('button', { name: 'GET HELP!' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText('© 2025 Northline Restoration. All rights reserved.'),
    ).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Terms of Service' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('dials E.164 numbers shown in local format, and mails with mailto', async ({ page }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: '(403) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+14035550123',
    );
    await expect(contact.getByRole('link', { name: '(416) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+14165550147',
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: /1-888-555-0100/ }),
    ).toHaveAttribute('href', 'tel:+18885550100');
    await expect(contact.getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    for (const href of await page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^tel:\+1\d{10}$/);
    }
  });

  test('links the web app manifest once the page has painted', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await page.request.get(href!);
    expect(manifest.ok()).toBe(true);
    expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  });

  test('"View Our Services" takes the visitor to the services', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View Our Services' }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole('heading', { name: 'Our Expert Services' })).toBeInViewport();
  });

  test('is complete with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Restoring Lives with Care' })).toBeVisible();
    await expect(page.getByText('Within 24 hours')).toBeVisible();
    await expect(page.locator('a[href="tel:+14035550123"]').first()).toBeAttached();
    await context.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test('a visitor reaches both city call links without scrolling', async ({ page }) => {
    await page.goto('/');
    for (const number of ['tel:+14035550123', 'tel:+14165550147']) {
      const link = page
        .getByRole('navigation', { name: 'Emergency call' })
        .locator(`a[href="${number}"]`);
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = await link.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
});
