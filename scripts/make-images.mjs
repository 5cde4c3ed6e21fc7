// @ts-check
/** Renders the icons and the share image from the logo mark. Run after changing the logo or the company's name. */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './find-browser.mjs';

const svg = readFileSync('public/favicon.svg', 'utf8');
const name = /companyName: '([^']+)'/.exec(readFileSync('src/site.config.ts', 'utf8'))?.[1] ?? '';
const browser = await chromium.launch({
  executablePath: findBrowser() ?? undefined,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();

for (const [file, size] of /** @type {const} */ ([
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
])) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:#b91c1c">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
  );
  await page.screenshot({ path: `public/${file}` });
}

await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(`<body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;gap:28px;padding:0 90px;box-sizing:border-box;font-family:system-ui,sans-serif;color:#fff;background:linear-gradient(135deg,#0f172a,#1e293b 60%,#450a0a)">
  <div style="display:flex;align-items:center;gap:24px">${svg.replace('<svg ', '<svg width="96" height="96" ')}<span style="font-size:44px;font-weight:800">${name}</span></div>
  <div style="font-size:76px;font-weight:800;line-height:1.05">Restoring Lives with Care</div>
  <div style="font-size:34px;color:#e2e8f0">24/7 water, fire and storm restoration · Calgary &amp; Toronto · on site in under 60 minutes</div>
</body>`);
await page.screenshot({ path: 'public/og-image.png' });
await browser.close();
console.log('› Wrote public/apple-touch-icon.png, icon-192.png, icon-512.png and og-image.png');
