import { paths } from '../../src/domain/paths';
import { expect, test } from './fixtures';

// The owner's proof (testimonials, certifications, jobs with photos) and the site notice: shown
// where they help a visitor decide, and nowhere when the owner has none. Every story is tagged
// @company: the example has none of them to show, the three-office company has each.

const servicePath = (slug: string) => `/services/${slug}/`;
const officePath = (id: string) => `/locations/${id}/`;

test.describe('testimonials', () => {
  test(
    'stand on the landing page and on the pages of their service and office, each linked to its public review',
    { tag: '@company' },
    async ({ page, content }) => {
      const heading = page.getByRole('heading', {
        name: content.pageText.proof.testimonialsHeading,
      });
      await page.goto('/');
      if (content.testimonials.length === 0) await expect(heading).toHaveCount(0);
      for (const item of content.testimonials) {
        for (const path of ['/', servicePath(item.service), officePath(item.office)]) {
          await page.goto(path);
          const figure = page.locator('figure', { hasText: item.quote });
          await expect(figure, path).toBeVisible();
          await expect(figure).toContainText(item.name);
          await expect(
            figure.getByRole('link', {
              name: `${content.pageText.proof.readOn} ${item.source.name}`,
            }),
          ).toHaveAttribute('href', item.source.url);
        }
      }
      // A page whose service has none shows none.
      const without = content.services.find(
        (service) => !content.testimonials.some((item) => item.service === service.slug),
      )!;
      await page.goto(servicePath(without.slug));
      await expect(heading).toHaveCount(0);
    },
  );
});

test(
  'certifications and memberships stand in every footer, each with a link to verify it; the other registrations are the check-us page’s',
  { tag: '@company' },
  async ({ page, content }) => {
    const shown = (kind: string) => kind === 'certification' || kind === 'membership';
    for (const path of ['/', officePath(content.siteConfig.offices[0].id)]) {
      await page.goto(path);
      for (const item of content.certifications.filter((each) => !shown(each.kind)))
        await expect(page.getByRole('contentinfo')).not.toContainText(item.name);
      for (const item of content.certifications.filter((each) => shown(each.kind))) {
        // In the footer once (the landing's about section lists the settings' credentials: a
        // taller section there outgrows its stand-in, and Lighthouse reads wrong colours).
        const links = page.getByRole('link', { name: `Verify ${item.name}` });
        await expect(links).toHaveCount(1);
        await expect(page.getByRole('listitem').filter({ has: links.first() })).not.toHaveCount(0);
        const verify = page
          .getByRole('contentinfo')
          .getByRole('link', { name: `Verify ${item.name}` });
        await expect(verify).toHaveAttribute('href', item.verifyUrl!);
        if (item.number) await expect(page.locator('footer')).toContainText(item.number);
      }
    }
  },
);

test.describe('jobs', () => {
  test(
    'are told on their service’s and office’s pages with before and after photos in AVIF or WebP, sized and lazy',
    { tag: '@company' },
    async ({ page, content }) => {
      const served: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/photos/'))
          served.push(`${response.status()} ${response.headers()['content-type']}`);
      });
      for (const job of content.jobs) {
        for (const path of [servicePath(job.service), officePath(job.office)]) {
          await page.goto(path);
          const story = page.getByRole('article', { name: job.title });
          await expect(story, path).toBeVisible();
          for (const moment of ['before', 'after'] as const) {
            const image = story.getByRole('img', { name: job[moment].alt });
            await expect(image).toHaveAttribute('loading', 'lazy');
            await expect(image).toHaveAttribute('width', String(job[moment].width));
            await expect(image).toHaveAttribute('height', String(job[moment].height));
            await image.scrollIntoViewIfNeeded();
            await expect
              .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
              .toBeGreaterThan(0);
            expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
              /\/photos\/.+\.(avif|webp)$/,
            );
          }
        }
      }
      expect(
        served.every((line) => /^200 image\/(avif|webp)/.test(line)),
        served.join(', '),
      ).toBe(true);
      if (content.jobs.length === 0) {
        await page.goto(servicePath(content.services[0]!.slug));
        await expect(
          page.getByRole('heading', { name: content.pageText.proof.jobsHeading }),
        ).toHaveCount(0);
      }
    },
  );
});

test.describe('the site notice', () => {
  // On every page, from the build's files: tests/files/proof.test.ts. Here, drawn on one.
  test(
    'stands above the header while it is in force, and says so',
    { tag: '@company' },
    async ({ page, content }) => {
      const notice = content.siteConfig.notice;
      await page.goto(paths.location(content.siteConfig.offices[0].id));
      const shown = page.getByRole('region', { name: 'Notice' });
      if (!notice) return expect(shown).toHaveCount(0);
      await expect(shown).toBeVisible();
      await expect(shown).toHaveText(notice.text);
      const noticeTop = (await shown.boundingBox())!.y;
      expect(noticeTop).toBeLessThan((await page.getByRole('banner').boundingBox())!.y);
    },
  );

  test(
    'is hidden by the page once its last day has passed, though the build still holds it',
    { tag: '@company' },
    async ({ page, content }) => {
      const notice = content.siteConfig.notice;
      if (!notice) {
        await page.goto('/');
        await expect(page.getByRole('region', { name: 'Notice', includeHidden: true })).toHaveCount(
          0,
        );
        return;
      }
      const dayAfter = new Date(`${notice.end}T12:00:00`);
      dayAfter.setDate(dayAfter.getDate() + 1);
      await page.clock.setFixedTime(dayAfter);
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Notice' })).toBeHidden();
      await expect(page.getByRole('region', { name: 'Notice', includeHidden: true })).toHaveCount(
        1,
      );
    },
  );
});
