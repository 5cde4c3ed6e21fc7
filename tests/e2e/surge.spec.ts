import type { Page } from '@playwright/test';
import { expect, fakeEmailApi, fillForm, formReady, submitButton, test } from './fixtures';
import { expectToast } from './request';
import { callBackWithin, onSiteWithin } from '../../src/content/response-times';
import type { SiteConfig } from '../../src/content/site-config';
import type { SiteContent } from '../../src/content/types';
import { paths } from '../../src/domain/paths';

/**
 * A storm stretches one office's crews: the owner sets a surge (settings' `surge`), and no page of
 * that office promises what the surge suspends, while the other offices' pages keep their promises.
 * The three-office company has one in force for one office until far ahead, so it holds on any
 * day the suite runs; the stories move the page's clock past its end.
 */

type Office = SiteConfig['offices'][number];

/** Every page of an office: its own, its towns', its review pages. */
const pagesOf = (content: SiteContent, office: Office) => [
  paths.location(office.id),
  ...content.towns
    .filter((town) => town.hasPage && town.office.id === office.id)
    .map((town) => town.path),
  ...(office.reviewUrl ? [paths.review(office.id), paths.reviewCards(office.id)] : []),
];

/** Every word of the page a reader or a crawler gets: the dialogs' and the structured data's too. */
const wordsOf = (page: Page) =>
  page.evaluate(() =>
    [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      ...[...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
      document.body.innerText,
      ...[...document.querySelectorAll('dialog')].map((dialog) => dialog.textContent ?? ''),
    ].join('\n'),
  );

const heldIn = (site: SiteConfig) => {
  const held = site.offices.find((office) => office.surge);
  const other = site.offices.find((office) => !office.surge);
  if (!held?.surge || !other) throw new Error('The company needs one office in surge and one not');
  return { held, surge: held.surge, other };
};

test.describe('surge mode', { tag: '@three' }, () => {
  test('no page of the office in surge says its usual promises, and each says the wait now and links to where the rest stands; the other offices keep theirs', async ({
    page,
    site,
    content,
  }) => {
    const { held, surge, other } = heldIn(site);
    const usual = [onSiteWithin(site.response), callBackWithin(site.response)];
    const notice = (city: string) => page.getByRole('region', { name: `Storm surge in ${city}` });
    for (const path of pagesOf(content, held)) {
      await page.goto(path);
      const words = await wordsOf(page);
      for (const promise of usual) expect(words, `${path}: ${promise}`).not.toContain(promise);
      await expect(notice(held.city), path).toBeVisible();
      await expect(notice(held.city), path).toContainText(`under ${surge.onSiteHours} hours`);
      await expect(
        notice(held.city).getByRole('link', { name: content.pageText.surge.noticeLink }),
      ).toHaveAttribute('href', `${paths.location(held.id)}#storm-surge`);
    }

    await page.goto(paths.location(held.id));
    expect(await wordsOf(page)).toContain(`under ${surge.onSiteHours} hours, any hour`);
    const section = page.getByRole('region', {
      name: content.pageText.surge.heading.replace('{{city}}', held.city),
    });
    await expect(section).toBeVisible();
    await expect(section.getByRole('listitem')).toContainText([...surge.servedFirst]);
    const checks = content.pageText.surge.checks.filter(
      (check) => !check.province || check.province === held.region,
    );
    for (const check of checks) {
      await expect(section).toContainText(check.text);
      await expect(section.locator(`a[href="${check.source}"]`)).toBeVisible();
    }

    for (const path of pagesOf(content, other)) {
      await page.goto(path);
      await expect(notice(held.city), path).toHaveCount(0);
      expect(await wordsOf(page), path).toContain(usual[1]);
    }
    await page.goto(paths.location(other.id));
    expect(await wordsOf(page)).toContain(`${usual[0]}, any hour`);
    // The landing is every office's: it keeps the usual words, and names the surge above them.
    await page.goto('/');
    await expect(notice(held.city)).toBeVisible();
  });

  test('a request sent from the office in surge is promised the surge’s call-back, on its receipt and in its time', async ({
    page,
    site,
  }) => {
    const { held, surge } = heldIn(site);
    await fakeEmailApi(page);
    await page.goto(paths.location(held.id));
    await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Emergency Help' });
    await expect(dialog).toContainText(`within ${surge.callBackHours} hours`);
    await expect(dialog).not.toContainText(callBackWithin(site.response));
    await formReady(page);
    await fillForm(page, { location: `88 Storm Road, ${held.city}` });
    await submitButton(page).click();
    await expectToast(
      page,
      'Request Sent Successfully!',
      `We'll contact you ${`within ${surge.callBackHours} hours ${site.response.callBackWhen}`}`,
    );
  });

  test('the surge ends by itself at its end time, with no rebuild: on a page opened after it, and on a page left open across it', async ({
    page,
    site,
    content,
  }) => {
    const { held, surge } = heldIn(site);
    const usual = onSiteWithin(site.response);
    const lede = page
      .locator('main p')
      .filter({ hasText: /under \d+ (hours|minutes)/ })
      .first();
    const end = Date.parse(surge.endsAt);

    await page.clock.install({ time: end - 5_000 });
    await page.goto(paths.location(held.id));
    await expect(lede).toContainText(`under ${surge.onSiteHours} hours`);
    await expect(page.getByRole('region', { name: `Storm surge in ${held.city}` })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(lede).toContainText(usual);
    await expect(page.getByRole('region', { name: `Storm surge in ${held.city}` })).toHaveCount(0);
    const heading = content.pageText.surge.heading.replace('{{city}}', held.city);
    await expect(page.getByRole('heading', { name: heading })).toBeHidden();

    const town = content.towns.find((each) => each.hasPage && each.office.id === held.id)!;
    await page.goto(town.path);
    expect(await page.evaluate(() => document.body.innerText)).toContain(usual);
    await expect(page.getByRole('region', { name: `Storm surge in ${held.city}` })).toHaveCount(0);
  });
});
