import { paths } from '../../src/domain/paths';
import { expect, fakeEmailApi, formReady, submitButton, test, visitor, formText } from './fixtures';

// A rental is not an emergency: the equipment page asks for equipment, and says how to get ready.

test.describe('the equipment rental page', () => {
  test('its main action opens the form with the request started, which the visitor finishes and sends', async ({
    page,
    content,
    consoleErrors,
  }) => {
    const rental = content.services.find((service) => service.request)!;
    expect(rental, 'a service with a request of its own').toBeDefined();
    const sends = (await fakeEmailApi(page)).sent;
    await page.goto(paths.service(rental.slug));
    const hero = page.getByRole('region', { name: rental.title });
    await expect(hero.getByRole('button', { name: 'Get Emergency Help' })).toHaveCount(0);
    await hero.getByRole('button', { name: rental.request!.label }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Emergency Help' });
    await expect(dialog).toBeVisible();
    await expect(page.getByLabel('Type of Emergency')).toHaveValue(rental.request!.emergencyType);
    await expect(page.getByLabel('Description of Damage')).toHaveValue(rental.request!.text);
    await formReady(page);
    // The form's code took the started request over as if typed.
    await expect(page.getByLabel('Description of Damage')).toHaveValue(rental.request!.text);
    await page.getByLabel('Description of Damage').press('End');
    await page.getByLabel('Description of Damage').pressSequentially(' 2 dehumidifiers');
    await page.getByLabel('Full Name').fill(visitor.name);
    await page.getByLabel('Phone Number').fill(visitor.phone);
    await page.getByLabel('Property Location').fill(visitor.location);
    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
    const params = sends[0]!.template_params;
    // The e-mail's subject follows the spec: the type's label.
    expect(params.subject).toBe('Emergency Contact: Other Emergency');
    expect(params.message).toContain('Equipment rental request.');
    expect(params.message).toContain('2 dehumidifiers');
    expect(consoleErrors).toEqual([]);
  });

  test('a description already written is never replaced, and the steps are about placing equipment', async ({
    page,
    content,
  }) => {
    const rental = content.services.find((service) => service.request)!;
    await page.goto(paths.service(rental.slug));
    await expect(page.getByRole('heading', { name: rental.waitSteps!.title })).toBeVisible();
    for (const step of rental.waitSteps!.steps)
      await expect(page.getByRole('main')).toContainText(step);
    await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
    await page.getByLabel('Description of Damage').fill('Water on the floor of the shop.');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: rental.request!.label }).first().click();
    await expect(page.getByLabel('Description of Damage')).toHaveValue(
      'Water on the floor of the shop.',
    );
  });
});
