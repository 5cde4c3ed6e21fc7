import { axeViolations, expect, fakeEmailApi, formReady, test, REFUSED } from './fixtures';
import type { Page } from '@playwright/test';
import { payText } from '../../src/content/schema/opening';
import { telHref } from '../../src/lib/phone';
import type { SiteContent } from '../../src/content/types';
import { lastOpenOpening } from '../fixtures/content';

/**
 * A technician finds an opening in their city with its pay, and applies from a phone: typed key by
 * key, the application reaches the careers inbox with the résumé attached where the site has the
 * careers template, and says plainly that it could not attach it where not; a program renamed
 * resume.pdf and a résumé over the plan's size are refused in words with nothing lost; a failed
 * send speaks as an application, with the careers e-mail as its other way. @company: on the
 * example (no careers template) and on the test company (with one). Names, pay and words come from
 * the content.
 */
/** The last open opening; a company hiring for nothing today has none, and its stories wait. */
const openingOf = (content: SiteContent) => {
  const opening = lastOpenOpening(content);
  test.skip(!opening, 'no opening is open today (the three-office company’s always is)');
  return opening!;
};
const careersEmailOf = ({ siteConfig }: SiteContent) =>
  siteConfig.email.careers ?? siteConfig.email.general;

/** A PDF of `bytes` bytes: its header, then spaces. */
const pdf = (name: string, bytes: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 32)]),
});

/** A Windows program, renamed as a résumé: its name and type say PDF, its bytes do not. */
const program = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(600)]),
};

/** What the applicant types, key by key, as a person on a phone does. */
const typed = {
  name: 'Robin Tremblay',
  email: 'robin.tremblay@example.net',
  phone: '587-555-0166',
  start: 'In two weeks',
  certifications: 'IICRC WRT, class 5 licence',
  experience: 'Two winters on a drying crew, and I run the meters.',
};

async function typeApplication(page: Page, content: SiteContent) {
  const words = content.requestForms.application;
  const form = page.getByRole('form', { name: words.subject });
  await form.scrollIntoViewIfNeeded();
  await formReady(page, 'application');
  for (const [name, value] of Object.entries(typed)) {
    await form
      .getByRole('textbox', { name: words.labels[name as keyof typeof typed], exact: true })
      .click();
    await page.keyboard.type(value);
  }
  return form;
}

test.describe('the careers page', () => {
  test(
    'is one tap from the header on a phone, and lists every open opening under its office, with its pay',
    { tag: '@company' },
    async ({ page, content }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      const link = page
        .getByRole('banner')
        .getByRole('link', { name: content.pageText.header.careers, exact: true });
      await expect(link).toBeInViewport();
      await link.click();
      await expect(page).toHaveURL(/\/careers\/$/);
      for (const each of content.openings.filter((opening) => opening.open)) {
        const office = page.getByRole('region', { name: each.office.city, exact: true });
        const item = office.getByRole('listitem').filter({ hasText: each.title });
        await expect(item.getByRole('link', { name: each.title })).toHaveAttribute(
          'href',
          `/careers/${each.slug}/`,
        );
        await expect(item).toContainText(payText(each.pay!));
      }
      const accommodation = content.requestForms.application.accommodation;
      if (accommodation)
        await expect(page.getByRole('main')).toContainText(accommodation.slice(0, 60));
    },
  );

  for (const width of [390, 1280])
    test(
      `has nothing axe finds at ${width} px, on the list and on an opening`,
      { tag: '@company' },
      async ({ page, content }) => {
        await page.setViewportSize({ width, height: 900 });
        for (const path of ['/careers/', `/careers/${openingOf(content).slug}/`]) {
          await page.goto(path);
          expect(await axeViolations(page), path).toEqual([]);
        }
      },
    );

  test(
    'an opening gives its pay, type, place and last day on a phone’s first screen, clear of the call bar',
    { tag: '@company' },
    async ({ page, content }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const opening = openingOf(content);
      await page.goto(`/careers/${opening.slug}/`);
      const words = content.careers.opening;
      const bar = (await page.getByRole('navigation', { name: 'Emergency call' }).boundingBox())!;
      const top = page.getByRole('region', { name: opening.title });
      for (const term of [words.pay, words.type, words.place, words.closes])
        await expect(top.getByRole('term').filter({ hasText: term })).toBeVisible();
      const facts = top.getByRole('definition');
      await expect(facts).toHaveCount(4);
      for (const fact of await facts.all()) {
        const box = (await fact.boundingBox())!;
        expect(box.y, (await fact.textContent()) ?? '').toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, (await fact.textContent()) ?? '').toBeLessThanOrEqual(bar.y);
      }
      await expect(top).toContainText(payText(opening.pay!));
    },
  );

  test(
    'an opening printed names the company, the site’s address and how to apply, on at most two pages',
    { tag: '@company' },
    async ({ page, content }) => {
      const opening = openingOf(content);
      await page.goto(`/careers/${opening.slug}/`);
      await page.emulateMedia({ media: 'print' });
      const main = page.getByRole('main');
      await expect(main.getByText(content.siteConfig.companyName, { exact: true })).toBeVisible();
      await expect(main).toContainText(`${content.siteConfig.siteUrl}/careers/${opening.slug}/`);
      await expect(main).toContainText(careersEmailOf(content));
      await expect(
        page.getByRole('form', { name: content.requestForms.application.subject }),
      ).toBeHidden();
      const sheets =
        (await page.pdf({ format: 'Letter' })).toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ??
        [];
      expect(sheets.length).toBeGreaterThan(0);
      expect(sheets.length).toBeLessThanOrEqual(2);
    },
  );
});

test.describe('an application', () => {
  test(
    'reaches the careers inbox with the résumé attached where the site can attach it, and says plainly where it cannot; a renamed program and an oversize résumé are refused with nothing lost',
    { tag: '@company' },
    async ({ page, content, consoleErrors }) => {
      const { siteConfig, requestForms } = content;
      const words = requestForms.application;
      const opening = openingOf(content);
      const careersEmail = careersEmailOf(content);
      const canAttach = Boolean(siteConfig.email.careersTemplateId);
      const api = await fakeEmailApi(page);
      await page.goto(`/careers/${opening.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(opening.title);
      const form = await typeApplication(page, content);
      await expect(form).toContainText(words.privacy);
      await expect(form.getByRole('link', { name: words.privacyLink })).toHaveAttribute(
        'href',
        '/privacy/',
      );
      const resume = form.getByLabel(words.labels.resume, { exact: true });
      const said = form.getByRole('alert').filter({ hasText: 'resume.pdf' });
      const kept = async () => {
        for (const [name, value] of Object.entries(typed))
          await expect(
            form.getByRole('textbox', {
              name: words.labels[name as keyof typeof typed],
              exact: true,
            }),
            `${name} is kept`,
          ).toHaveValue(value);
      };

      await resume.setInputFiles(program);
      await expect(said).toBeVisible();
      await kept();
      if (canAttach) {
        // Said before a file is chosen: the largest file the plan takes.
        const maxBytes = siteConfig.careers!.resumeMaxKb * 1024;
        await expect(resume).toHaveAccessibleDescription(/\d+ KB/);
        await resume.setInputFiles(pdf('robin-resume.pdf', maxBytes));
        await expect(form.getByRole('alert').filter({ hasText: 'robin-resume.pdf' })).toContainText(
          careersEmail,
        );
        await kept();
      } else {
        await expect(resume).toHaveAccessibleDescription(
          new RegExp(careersEmail.replace(/[.]/g, '\\.')),
        );
      }
      expect(api.sent).toHaveLength(0);

      await resume.setInputFiles(pdf('robin-resume.pdf', 6 * 1024));
      await form.getByRole('button', { name: words.submit }).click();
      const receipt = page.getByRole('region', { name: requestForms.shared.reference });
      await expect(receipt).toBeVisible();
      expect(api.sent).toHaveLength(1);
      const params = api.sent[0]!.template_params;
      expect(params.subject).toContain(`${opening.title} · ${opening.office.city}`);
      expect(params.reply_to).toBe(typed.email);
      expect(params.to_email).toBe(canAttach ? careersEmail : siteConfig.email.inbox);
      for (const [name, value] of Object.entries(typed)) {
        const label = words.labels[name as keyof typeof typed];
        expect(params.message, name).toContain(
          name === 'experience' ? `${label}:\n${value}` : `${label}: ${value}`,
        );
      }
      if (canAttach) {
        expect(params.message).toContain(
          `${words.labels.resume}: robin-resume.pdf (6 KB), attached`,
        );
        expect(params.resume).toMatch(/^data:application\/pdf;base64,JVBERi0xLjQK/);
        await expect(receipt).toContainText('robin-resume.pdf (6 KB), attached');
      } else {
        expect(params.resume).toBeUndefined();
        expect(params.message).toContain(
          `${words.labels.resume}: robin-resume.pdf (6 KB), not attached`,
        );
        await expect(receipt).toContainText('not attached');
        await expect(receipt).not.toContainText('KB), attached');
      }
      if (words.accommodation)
        await expect(receipt).toContainText(words.accommodation.slice(0, 60));
      expect(consoleErrors).toEqual([]);
    },
  );

  test('that fails speaks as an application, its way out an e-mail to the careers inbox naming the résumé, no emergency line', async ({
    page,
    content,
  }) => {
    const words = content.requestForms.application;
    const opening = openingOf(content);
    const api = await fakeEmailApi(page, REFUSED);
    await page.goto(`/careers/${opening.slug}/`);
    const form = await typeApplication(page, content);
    await form
      .getByLabel(words.labels.resume, { exact: true })
      .setInputFiles(pdf('robin-resume.pdf', 4 * 1024));
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.getByRole('alert').filter({ hasText: words.failed })).toBeVisible();
    await expect(form).not.toContainText('Error Sending Request');
    await expect(form).not.toContainText('immediate assistance');
    await expect(form).toContainText(words.otherWay);
    const mail = form.getByRole('link', { name: content.formText.otherWays.email });
    const href = new URL((await mail.getAttribute('href'))!);
    expect(href.pathname).toBe(careersEmailOf(content));
    expect(decodeURIComponent(href.search)).toContain(
      'robin-resume.pdf (4 KB): attach it to this e-mail',
    );
    await expect(form.getByRole('link', { name: content.formText.otherWays.sms })).toHaveCount(0);
    await expect(form.locator('a[href^="tel:"]')).toHaveCount(0);
    // Sent again once the line is back, key by key after the failure: it goes.
    const box = form.getByRole('textbox', { name: words.labels.start, exact: true });
    await box.click();
    await page.keyboard.press('End');
    await page.keyboard.type(', or sooner');
    await expect(box).toHaveValue(`${typed.start}, or sooner`);
    api.answer('ok');
    await form.getByRole('button', { name: words.submit }).click();
    await expect(
      page.getByRole('region', { name: content.requestForms.shared.reference }),
    ).toBeVisible();
    expect(api.sent).toHaveLength(2);
    expect(api.sent[1]!.template_params.message).toContain(`${typed.start}, or sooner`);
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('an opening’s page gives the careers e-mail with the opening as its subject, and the office’s line', async ({
    page,
    content,
  }) => {
    const opening = openingOf(content);
    const careersEmail = careersEmailOf(content);
    await page.goto(`/careers/${opening.slug}/`);
    const apply = page.getByRole('region', { name: content.requestForms.application.heading });
    // The one whose subject names the opening (the résumé's hint may name the address too).
    const mail = apply
      .getByRole('link', { name: careersEmail })
      .and(page.locator('[href*="?subject="]'));
    const href = new URL((await mail.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(careersEmail);
    expect(href.searchParams.get('subject')).toBe(`${opening.title}, ${opening.office.city}`);
    await expect(apply.locator(`a[href="${telHref(opening.office.phone)}"]:visible`)).toHaveCount(
      1,
    );
  });
});
