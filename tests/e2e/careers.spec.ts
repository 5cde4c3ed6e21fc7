import { axeViolations, expect, fakeEmailApi, formReady, test } from './fixtures';
import { payText } from '../../src/content/schema/opening';
import { telHref } from '../../src/lib/phone';
import { siteContent } from '../fixtures/content';

/**
 * A technician finds an opening in their city with its pay, and applies from a phone: the
 * application, its résumé attached, reaches the careers inbox with every field under its label;
 * a résumé over the plan's size is refused in words and nothing typed is lost. Names, pay and
 * words come from the content.
 */
const { openings, requestForms, siteConfig, pageText } = siteContent;
const open = openings.filter((opening) => opening.open);
const opening = open.at(-1)!;
const words = requestForms.application;
const careersEmail = siteConfig.email.careers ?? siteConfig.email.general;
const maxBytes = siteConfig.careers!.resumeMaxKb * 1024;

/** A PDF of `bytes` bytes: its header, then spaces. */
const pdf = (name: string, bytes: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 32)]),
});

test.describe('the careers page', () => {
  test('is linked from the landing page’s footer and lists every open opening under its office, with its pay', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: pageText.footer.careers, exact: true })
      .click();
    await expect(page).toHaveURL(/\/careers\/$/);
    for (const each of open) {
      const office = page.getByRole('region', { name: each.office.city, exact: true });
      const item = office.getByRole('listitem').filter({ hasText: each.title });
      await expect(item.getByRole('link', { name: each.title })).toHaveAttribute(
        'href',
        `/careers/${each.slug}/`,
      );
      await expect(item).toContainText(payText(each.pay!));
    }
  });

  for (const width of [390, 1280])
    test(`has nothing axe finds at ${width} px, on the list and on an opening`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/careers/', `/careers/${opening.slug}/`]) {
        await page.goto(path);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
});

test.describe('an application', () => {
  test('goes to the careers inbox with the résumé attached, every field under its label, after an oversize résumé was refused with nothing lost', async ({
    page,
    consoleErrors,
  }) => {
    const api = await fakeEmailApi(page);
    await page.goto(`/careers/${opening.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opening.title);
    await expect(page.getByText(payText(opening.pay!)).first()).toBeVisible();
    const form = page.getByRole('form', { name: words.subject });
    await form.scrollIntoViewIfNeeded();
    await formReady(page, 'application');
    const typed = {
      name: 'Robin Tremblay',
      email: 'robin.tremblay@example.net',
      phone: '587-555-0166',
      start: 'In two weeks',
      certifications: 'IICRC WRT, class 5 licence',
      experience: 'Two winters on a drying crew, and I run the meters.',
    };
    for (const [name, value] of Object.entries(typed)) {
      const box = form.getByRole('textbox', {
        name: words.labels[name as keyof typeof typed],
        exact: true,
      });
      await box.click();
      await page.keyboard.type(value);
    }
    const resume = form.getByLabel(words.labels.resume, { exact: true });
    await resume.setInputFiles(pdf('robin-resume.pdf', maxBytes + 1));
    const refusal = form.getByRole('alert').filter({ hasText: 'robin-resume.pdf' });
    await expect(refusal).toContainText(careersEmail);
    for (const [name, value] of Object.entries(typed))
      await expect(
        form.getByRole('textbox', { name: words.labels[name as keyof typeof typed], exact: true }),
        `${name} is kept`,
      ).toHaveValue(value);
    expect(api.sent).toHaveLength(0);

    await resume.setInputFiles(pdf('robin-resume.pdf', Math.min(maxBytes, 8 * 1024)));
    await expect(refusal).toHaveCount(0);
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page.getByRole('region', { name: requestForms.shared.reference })).toBeVisible();
    expect(api.sent).toHaveLength(1);
    const params = api.sent[0]!.template_params;
    expect(params.subject).toContain(words.subject);
    expect(params.subject).toContain(`${opening.title} · ${opening.office.city}`);
    expect(params.reply_to).toBe(typed.email);
    expect(params.to_email).toBe(
      siteConfig.email.careersTemplateId ? careersEmail : siteConfig.email.inbox,
    );
    expect(params.message).toContain(`${words.labels.opening}: ${opening.title}`);
    expect(params.message).toContain(`${words.labels.office}: ${opening.office.city}`);
    for (const [name, value] of Object.entries(typed)) {
      const label = words.labels[name as keyof typeof typed];
      expect(params.message, name).toContain(
        name === 'experience' ? `${label}:\n${value}` : `${label}: ${value}`,
      );
    }
    expect(params.message).toContain(`${words.labels.resume}: robin-resume.pdf (`);
    expect(params.resume).toMatch(/^data:application\/pdf;base64,JVBERi0xLjQK/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('an opening’s page gives the careers e-mail with the opening as its subject, and the office’s line', async ({
    page,
  }) => {
    await page.goto(`/careers/${opening.slug}/`);
    const apply = page.getByRole('region', { name: words.heading });
    const mail = apply.getByRole('link', { name: careersEmail });
    const href = new URL((await mail.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(careersEmail);
    expect(href.searchParams.get('subject')).toBe(`${opening.title}, ${opening.office.city}`);
    await expect(apply.locator(`a[href="${telHref(opening.office.phone)}"]:visible`)).toHaveCount(
      1,
    );
  });
});
