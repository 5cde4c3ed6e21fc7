// @ts-check
/**
 * `node scripts/ensure-browsers.mjs chromium` makes sure a Chromium is there for the browser
 * tests; `… engines`, the stock Firefox and WebKitGTK for the engine stories. Run as root on
 * Debian (as CI does), it installs what is missing from the OS packages; a Chromium may also come
 * from Playwright's download. Never skips: without them it fails and says what to install.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  ENGINE_PACKAGES,
  findBrowser,
  findTestBrowser,
  HEADLESS_SHELL,
  missingFor,
} from './browsers.mjs';

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
/** @param {string[]} packages */
const install = (packages) => {
  console.log(`› Installing ${packages.join(', ')} (apt-get install -y)…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    { stdio: 'inherit' },
  );
};

if (process.argv[2] === 'engines') {
  const missing = () => [...missingFor('firefox'), ...missingFor('webkit')];
  if (missing().length > 0 && canInstall) install(ENGINE_PACKAGES);
  const still = missing();
  if (still.length > 0) {
    console.error(
      `✖ The Firefox and WebKit tests cannot run here. Install:\n  - ${still.join('\n  - ')}`,
    );
    process.exit(1);
  }
  console.log('› Firefox and WebKit tests run in the stock browsers');
} else {
  if (!findBrowser()) {
    if (canInstall) install(['chromium']);
    else {
      console.log("› No Chrome or Chromium found: downloading Playwright's Chromium…");
      execSync('npx playwright install chromium', { stdio: 'inherit' });
    }
  }
  // The same Chromium at half the CPU, where the OS has it.
  if (canInstall && !process.env.CHROME_PATH && !existsSync(HEADLESS_SHELL))
    try {
      install(['chromium-headless-shell']);
    } catch {
      console.log('› No chromium-headless-shell package here: the full browser runs the tests');
    }
  const browser = findTestBrowser();
  if (!browser) {
    console.error(
      '✖ No Chrome or Chromium could be found or installed. Set CHROME_PATH to a Chrome binary.',
    );
    process.exit(1);
  }
  console.log(`› Browser tests run in ${browser}`);
  if (!/headless.shell/.test(browser))
    console.log(
      '  (its headless shell runs them at half the CPU: Debian "apt-get install chromium-headless-shell")',
    );
}
