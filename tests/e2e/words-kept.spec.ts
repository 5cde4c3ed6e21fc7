import {
  expect,
  fakeEmailApi,
  fillForm,
  formReady,
  islandScript,
  openContactForm,
  submitButton,
  test,
  typeThroughTakeOver,
  visitor,
  REFUSED,
} from './fixtures';
import { toast } from './request';
import { siteContent } from '../fixtures/content';

/** The words typed into the form survive a reload, another page, and a hostile browser. */

test.describe('one draft across pages', () => {
  test('typed on one page, kept on the next while its form code is late, merged with what is typed there', async ({
    page,
  }) => {
    await openContactForm(page);
    await page.getByLabel('Full Name').fill(visitor.name);
    await page.getByLabel('Phone Number').fill(visitor.phone);
    await page.getByLabel('Property Location').fill(visitor.location);

    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(`**${islandScript()}*`, async (route) => {
      await held;
      await route.continue();
    });
    const service = siteContent.services[0]!;
    await page.goto(`/services/${service.slug}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
    // Before the form's code: the kept words are already in the fields.
    await expect(page.getByLabel('Full Name')).toHaveValue(visitor.name);
    await expect(page.getByLabel('Phone Number')).toHaveValue(visitor.phone);
    // As a visitor does: the field is there to click once the dialog has drawn it.
    await page.getByLabel('Description of Damage').click();
    await page.keyboard.type('W');
    release();
    await formReady(page);
    await expect(page.getByLabel('Full Name')).toHaveValue(visitor.name);
    await expect(page.getByLabel('Phone Number')).toHaveValue(visitor.phone);
    await expect(page.getByLabel('Property Location')).toHaveValue(visitor.location);
    await expect(page.getByLabel('Description of Damage')).toHaveValue('W');
  });
});

test('a keystroke at every moment of the form code’s take-over is kept, on a slow phone with a kept draft', async ({
  page,
  consoleErrors,
}) => {
  await openContactForm(page);
  await page.getByLabel('Full Name').fill(visitor.name);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(`**${islandScript()}*`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/services/${siteContent.services[0]!.slug}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
  const message = page.getByLabel('Description of Damage');
  await message.click();
  const typed = await typeThroughTakeOver(page, 'callback', release);
  await expect(message).toHaveValue('x'.repeat(typed));
  await expect(page.getByLabel('Full Name')).toHaveValue(visitor.name);
  expect(consoleErrors).toEqual([]);
});

test.describe('bad environments', () => {
  test('with storage blocked the page loads and the form still sends', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const sends = (await fakeEmailApi(page)).sent;
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    expect(sends).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('with storage full the form still sends', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await fakeEmailApi(page);
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    expect(consoleErrors).toEqual([]);
  });

  test('a draft survives a reload and closing the dialog, and is cleared by a send', async ({
    page,
  }) => {
    await fakeEmailApi(page);
    await openContactForm(page);
    await fillForm(page);
    await page.keyboard.press('Escape');
    await page.reload();
    await openContactForm(page);
    await expect(page.getByLabel('Full Name')).toHaveValue(visitor.name);
    await expect(page.getByLabel('Type of Emergency')).toHaveValue(visitor.type);
    await expect(page.getByLabel('Description of Damage')).toHaveValue(visitor.message);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    await page.reload();
    await openContactForm(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('markup typed into a field is shown and sent as text', async ({ page }) => {
    const email = await fakeEmailApi(page, REFUSED);
    await openContactForm(page);
    await fillForm(page, { message: '<img src=x onerror="window.hacked=1">' });
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Error Sending Request');
    const params = email.sent[0]!.template_params;
    expect(params.message).toContain('<img src=x onerror="window.hacked=1">');
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    await expect(page.getByRole('dialog').locator('img')).toHaveCount(0);
  });
});
