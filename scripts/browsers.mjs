// @ts-check
/**
 * Where the browsers the tests drive are: a Chrome or Chromium for the browser tests, the bench
 * and the load alarm; the stock Firefox and WebKitGTK for the engine stories (tests/engines/).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** @param {string} command */
const which = (command) => {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
};

/** @param {Array<string | null | undefined>} paths */
const firstExisting = (...paths) =>
  paths.find((path) => typeof path === 'string' && existsSync(path)) ?? null;

/** @param {string} dir */
const list = (dir) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

/**
 * The binaries Playwright's own downloads may hold, newest version first.
 * @param {string} prefix its folders' names start so (`chromium-1187`)
 * @param {string[]} binaries where each platform's build keeps the binary in such a folder
 */
function playwrightDownloads(prefix, binaries) {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  return list(cache)
    .filter((name) => name.startsWith(prefix))
    .sort()
    .reverse()
    .flatMap((dir) => binaries.map((binary) => join(cache, dir, binary)));
}

/** A Chrome or Chromium to drive: $CHROME_PATH, then known paths, then Playwright's own download. */
export function findBrowser() {
  const downloaded = playwrightDownloads('chromium-', [
    'chrome-linux/chrome',
    'chrome-linux64/chrome',
    'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
  ]);
  return firstExisting(
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    ...downloaded,
  );
}

/**
 * The Chromium the browser tests drive: its headless shell where there is one ($CHROME_PATH first;
 * Debian's chromium-headless-shell, or Playwright's download), the same engine without the browser
 * around it, at about half the CPU (the Chromium stories: 680 CPU-s in the full browser, 360 in
 * the shell, on a 2-core machine); else the full browser (findBrowser). The bench and the load's
 * alarm time the full browser, as a visitor has it.
 */
export function findTestBrowser() {
  if (process.env.CHROME_PATH) return findBrowser();
  const downloaded = playwrightDownloads('chromium_headless_shell-', [
    'chrome-linux/headless_shell',
    'chrome-headless-shell-linux64/chrome-headless-shell',
  ]);
  return firstExisting(HEADLESS_SHELL, ...downloaded) ?? findBrowser();
}

/** Where Debian's chromium-headless-shell puts the shell (its /usr/bin entry is a wrapper). */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Flags that keep Chromium quiet on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** The Debian packages that hold what the engine stories drive. */
export const ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb'];

/** Debian's /usr/lib/<arch>/webkit2gtk-4.x/MiniBrowser, or Fedora's under /usr/libexec. */
function installedMiniBrowsers() {
  /** @param {string} dir */
  const inDir = (dir) =>
    list(dir)
      .filter((name) => name.startsWith('webkit2gtk-4.'))
      .map((name) => join(dir, name, 'MiniBrowser'));
  return [
    ...list('/usr/lib').flatMap((arch) => inDir(join('/usr/lib', arch))),
    ...inDir('/usr/libexec'),
  ];
}

export const firefoxPath = () =>
  firstExisting(
    process.env.FIREFOX_PATH,
    '/usr/bin/firefox-esr',
    '/usr/bin/firefox',
    which('firefox'),
  );
export const webDriverPath = () =>
  firstExisting(process.env.WEBKIT_WEBDRIVER, which('WebKitWebDriver'), '/usr/bin/WebKitWebDriver');
export const miniBrowserPath = () =>
  firstExisting(process.env.WEBKIT_MINIBROWSER, ...installedMiniBrowsers());
export const xvfbPath = () => (process.env.DISPLAY ? null : which('Xvfb'));

/**
 * What is missing to run an engine here, each with how to get it; empty when nothing is.
 * @param {'firefox' | 'webkit'} engine
 */
export function missingFor(engine) {
  if (engine === 'firefox')
    return firefoxPath()
      ? []
      : ['Firefox: "apt-get install -y firefox-esr" (Debian), or set FIREFOX_PATH.'];
  return [
    ...(webDriverPath()
      ? []
      : ['WebKitWebDriver: "apt-get install -y webkit2gtk-driver", or set WEBKIT_WEBDRIVER.']),
    ...(miniBrowserPath()
      ? []
      : [
          'WebKitGTK\'s MiniBrowser: "apt-get install -y webkit2gtk-driver", or set WEBKIT_MINIBROWSER.',
        ]),
    ...(process.env.DISPLAY || which('Xvfb')
      ? []
      : ['A display for WebKitGTK: "apt-get install -y xvfb", or set DISPLAY.']),
  ];
}
