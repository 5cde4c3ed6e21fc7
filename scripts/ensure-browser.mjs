// @ts-check
/** Makes sure a Chromium is there for the browser tests, installing one if it is not. Never skips. */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser } from './find-browser.mjs';

let browser = findBrowser();
if (!browser) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(
      "› No Chrome or Chromium found: installing Debian's chromium (apt-get install -y chromium)…",
    );
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      { stdio: 'inherit' },
    );
  } else {
    console.log("› No Chrome or Chromium found: downloading Playwright's Chromium…");
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  }
  browser = findBrowser();
}
if (!browser) {
  console.error(
    '✖ No Chrome or Chromium could be found or installed. Set CHROME_PATH to a Chrome binary.',
  );
  process.exit(1);
}
console.log(`› Browser tests run in ${browser}`);
