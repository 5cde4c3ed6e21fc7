import {
  expect,
  fakeEmailApi,
  fillForm,
  openContactForm,
  submitButton,
  test,
  formText,
} from './fixtures';
import { LOCAL_EMAIL_SETTINGS } from '../../src/config/email-settings';

// The EmailJS template's To address is fixed per inbox: the request picks the template of its
// office, never a recipient.
test.describe('each office inbox has its own template', () => {
  // @company: the three-office company has an office with an inbox and a template of its own.
  test(
    'a request goes through the template of the office it is routed to',
    { tag: '@company' },
    async ({ page, site }) => {
      for (const office of site.offices) {
        await page.evaluate(() => localStorage.clear()).catch(() => {});
        const sends = (await fakeEmailApi(page)).sent;
        await openContactForm(page);
        await fillForm(page, { location: `10 Example Street, ${office.city}` });
        await submitButton(page).click();
        await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
        expect(sends, office.city).toHaveLength(1);
        expect(sends[0]!.template_id, office.city).toBe(
          office.templateId ?? LOCAL_EMAIL_SETTINGS.templateId,
        );
        expect(sends[0]!.template_params.to_email, office.city).toBe(
          office.inbox ?? site.email.inbox,
        );
        await page.unrouteAll();
      }
      expect(site.offices.some((office) => office.inbox && !office.templateId)).toBe(false);
    },
  );
});
