import { fillPlaceholders } from '../../src/lib/fill-placeholders';
import { longDate } from '../../src/lib/dates';
import { paths } from '../../src/domain/paths';
import { axeViolations, expect, test } from './fixtures';

/**
 * Before you sign: the papers the company asks a homeowner to sign, blank, each explained, and who
 * pays what with the rules behind it, sourced; reached from the terms and the claims guide.
 */

test('the terms lead to every paper, blank and explained, and to who pays what with each rule’s source @company', async ({
  page,
  content,
}) => {
  const { sign, papers, siteConfig } = content;
  await page.goto(paths.terms);
  await page.getByRole('main').getByRole('link', { name: sign.termsLink }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.sign}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(sign.title);
  // An owner who has taken the example's papers out and not yet put theirs in: the page says so.
  if (papers.length === 0) await expect(main).toContainText(sign.none);
  for (const paper of papers) {
    const section = main.getByRole('region', { name: paper.title });
    for (const words of [paper.allows, paper.doesNot, paper.when])
      await expect(section).toContainText(words);
    const [before] = sign.labels.download.split('{{size}}');
    const link = section.getByRole('link', {
      name: new RegExp(
        `^${fillPlaceholders(before!, { paper: paper.title }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    });
    const href = await link.getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  const provinces = siteConfig.offices.map((office) => office.region);
  const rules = main.getByRole('region', { name: sign.rules.heading });
  for (const rule of sign.rules.items) {
    const item = rules.getByRole('listitem').filter({ hasText: rule.text });
    if (rule.province && !provinces.includes(rule.province)) {
      await expect(item).toHaveCount(0);
      continue;
    }
    const host = new URL(rule.source).hostname.replace(/^www\./, '');
    await expect(item.getByRole('link', { name: host })).toHaveAttribute('href', rule.source);
    await expect(item).toContainText(longDate(rule.checked));
  }
  await expect(main.getByRole('region', { name: sign.pays.heading })).toContainText(
    sign.pays.paragraphs[0]!,
  );
  // On a phone, where a homeowner reads it before the crew's papers: axe at 1280 px is pages.spec's.
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto(paths.insurance);
  await page.getByRole('main').getByRole('link', { name: sign.claimsLink }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.sign}$`));
});
