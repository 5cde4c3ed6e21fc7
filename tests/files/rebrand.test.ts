import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { callBackWithin, inquiryReplyWithin, onSiteWithin } from '../../src/content/response-times';
import { formatLocalPhone, toE164 } from '../../src/lib/phone';
import { appShortName } from '../../src/seo/web-manifest';
import { CMS_FILES } from '../../scripts/cms-files.mjs';
import { describe, expect, test } from 'vitest';
import { siteContent } from '../fixtures/content';
import { builtSite } from './sites';

const own = siteContent.siteConfig;
/**
 * A build from another company's config (the three-office company's): every text file of that
 * build, and its nginx config, names the other company's facts and none of this site's own.
 */
const { site, dir: distDir } = await builtSite('three');
const TEXT = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
  '.conf',
  '',
]);

function textFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    // The editor's own files are the @sveltia/cms package's, the same in every build.
    if (Object.keys(CMS_FILES).some((file) => path.endsWith(file))) continue;
    if (entry.isFile() && TEXT.has(extname(entry.name)))
      files.set(path, readFileSync(path, 'utf8'));
  }
  return files;
}

/** Every way a phone number can be written into a page, a link or structured data. */
const spellings = (phone: string) => {
  const e164 = toE164(phone)!;
  return [phone, e164, e164.slice(2), formatLocalPhone(phone)];
};

const domainOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

describe('a build from another config', () => {
  test('has no trace of the site’s own name, phones, e-mails, domain or offices', () => {
    expect(site.companyName, 'this project builds from a fixture config').not.toBe(own.companyName);
    const traces = [
      own.companyName,
      own.legalName,
      domainOf(own.siteUrl),
      ...Object.values(own.email),
      ...[own.emergencyPhone, ...own.offices.map((office) => office.phone)].flatMap(spellings),
      ...own.offices.flatMap((office) => [
        office.city,
        office.locality,
        office.streetAddress,
        office.postalCode,
        ...(office.description ?? []),
      ]),
      // The promises are the config's too.
      onSiteWithin(own.response),
      callBackWithin(own.response),
      inquiryReplyWithin(own.response),
    ].filter((trace) => !JSON.stringify(site).includes(trace));
    const files = new Map([...textFiles(distDir), ...textFiles(`${distDir}-nginx`)]);
    for (const name of [
      'index.html',
      '404.html',
      '_headers',
      'manifest.webmanifest',
      'sitemap.xml',
      'robots.txt',
    ])
      expect([...files.keys()]).toContain(join(distDir, name));
    const found = [...files].flatMap(([path, text]) =>
      traces.filter((trace) => text.includes(trace)).map((trace) => `${path}: ${trace}`),
    );
    expect(found).toEqual([]);
  });

  test('names its own facts in the page, the host files and the nginx config', () => {
    const read = (path: string) => readFileSync(join(distDir, path), 'utf8');
    const page = read('index.html');
    for (const fact of [
      site.companyName,
      site.legalName,
      site.email.general,
      site.email.privacy,
      ...site.offices.flatMap((office) => [office.city, toE164(office.phone)!]),
    ])
      expect(page).toContain(fact);
    expect(read('sitemap.xml')).toContain(`<loc>${site.siteUrl}/</loc>`);
    for (const office of site.offices) {
      const page = read(`locations/${office.id}/index.html`);
      for (const fact of [office.streetAddress, toE164(office.phone)!])
        expect(page).toContain(fact);
      expect(read('sitemap.xml')).toContain(`<loc>${site.siteUrl}/locations/${office.id}/</loc>`);
    }
    expect(read('robots.txt')).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
    expect(JSON.parse(read('manifest.webmanifest'))).toMatchObject({
      name: site.companyName,
      short_name: appShortName(site),
      description: site.tagline,
    });
    expect(readFileSync(`${distDir}-nginx/site.conf`, 'utf8')).toContain(
      `server_name ${new URL(site.siteUrl).hostname};`,
    );
    expect(read('_headers')).toContain('Content-Security-Policy');
  });

  test('has a share image and icons of its own', () => {
    const image = (dir: string, name: string) => readFileSync(join(dir, name));
    expect(image(distDir, 'og-image.png').equals(image('dist', 'og-image.png'))).toBe(false);
    // Same logo, so the icons match the site's own.
    expect(image(distDir, 'icon-192.png').equals(image('dist', 'icon-192.png'))).toBe(true);
  });
});
