import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, By, Key } from 'selenium-webdriver';
import {
  firefoxPath,
  miniBrowserPath,
  missingFor,
  webDriverPath,
  xvfbPath,
} from '../../scripts/browsers.mjs';

export type EngineName = 'firefox' | 'webkit';

/**
 * One browser, driven the same way whatever the engine: real input events for clicks and keys,
 * and functions run in the page for reading it (they run with the page's scripts off too).
 */
export interface Engine {
  readonly name: EngineName;
  goto(url: string): Promise<void>;
  /** Runs a function in the page and returns its (awaited) result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** A real click at the centre of the element the selector names, once it is scrolled to. */
  click(selector: string): Promise<void>;
  /** Focuses the field and types into it, key by key. */
  type(selector: string, text: string): Promise<void>;
  press(key: 'Escape' | 'Tab'): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  /** A new page at the browser's first size, for the next story: the browser is shared. */
  fresh(): Promise<void>;
  close(): Promise<void>;
}

function requireEngine(engine: EngineName) {
  const missing = missingFor(engine);
  if (missing.length > 0)
    throw new Error(`The ${engine} tests cannot run here. Missing:\n  - ${missing.join('\n  - ')}`);
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** Scrolls the element to the middle of the viewport, with no smooth scrolling, and gives its centre. */
function centre(selector: string) {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`No element matches ${selector}`);
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Centres the element, and waits until it stays put: a smooth scroll started by the page (a link
 * to a fragment) may still be moving it.
 */
async function settledCentre(run: Engine['run'], selector: string) {
  let last = await run(centre, selector);
  for (let check = 0; check < 40; check++) {
    await new Promise((wait) => setTimeout(wait, 50));
    const now = await run(centre, selector);
    if (Math.abs(now.x - last.x) < 1 && Math.abs(now.y - last.y) < 1) return now;
    last = now;
  }
  return last;
}

/**
 * How long a browser may take to start. On a busy machine a start now and then never finishes;
 * it is given up and started again. A net, not a budget: a start takes 1 to 3 s here, and ten
 * times that on a machine slower and busier than ours is still a start.
 */
const START_MS = 30_000;

/** A start given up: not retried within the same start, only by starting again. */
class StartTimedOut extends Error {}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new StartTimedOut(`${what} within ${START_MS / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function startingAgain<T>(name: string, start: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${name} did not start (${String(error).split('\n')[0]}): starting it again`);
    }
  }
}

export async function launchFirefox({ javaScript }: { javaScript: boolean }): Promise<Engine> {
  requireEngine('firefox');
  const browser: Browser = await startingAgain('Firefox', () =>
    puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath()!,
      headless: true,
      extraPrefsFirefox: { 'javascript.enabled': javaScript },
      timeout: START_MS,
    }),
  );
  let page: Page = await browser.newPage();
  const run: Engine['run'] = (fn, ...args) =>
    page.evaluate(fn as never, ...(args as unknown as never[])) as never;
  return {
    name: 'firefox',
    fresh: async () => {
      const next = await browser.newPage();
      await page.close();
      page = next;
    },
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    run,
    click: async (selector) => {
      // By its centre: an element handle's own click needs the page's scripts, which may be off.
      const { x, y } = await settledCentre(run, selector);
      await page.mouse.click(x, y);
    },
    type: async (selector, text) => {
      const { x, y } = await settledCentre(run, selector);
      await page.mouse.click(x, y);
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewport({ width, height }),
    close: () => browser.close(),
  };
}

let gtkConfig: string | null = null;
/**
 * MiniBrowser's window cannot be narrower than its toolbar (447 px) unless GTK's stylesheet shrinks
 * the toolbar's own widgets; the page inside is not styled by GTK.
 */
function narrowWindows() {
  if (gtkConfig) return gtkConfig;
  gtkConfig = mkdtempSync(join(tmpdir(), 'engines-gtk-'));
  mkdirSync(join(gtkConfig, 'gtk-3.0'));
  writeFileSync(
    join(gtkConfig, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; }\n',
  );
  return gtkConfig;
}

/** The X display WebKitGTK draws on: the machine's, or an Xvfb of our own on a free display. */
let display: Promise<string> | null = null;
function ensureDisplay() {
  display ??= new Promise<string>((ready, fail) => {
    if (process.env.DISPLAY) return ready(process.env.DISPLAY);
    // Xvfb picks a free display and writes its number to file descriptor 3.
    const xvfb: ChildProcess = spawn(
      xvfbPath()!,
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      },
    );
    process.once('exit', () => xvfb.kill());
    let number = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      number += chunk.toString();
      if (number.includes('\n')) ready(`:${number.trim()}`);
    });
    xvfb.once('exit', (code) => fail(new Error(`Xvfb stopped (${code}) before it had a display.`)));
  });
  return display;
}

/** Starts WebKitGTK's WebDriver and a session in it, within START_MS or not at all. */
async function startWebKit(javaScript: boolean) {
  const port = await freePort();
  const driverProcess = spawn(webDriverPath()!, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: await ensureDisplay(), XDG_CONFIG_HOME: narrowWindows() },
    stdio: 'ignore',
  });
  const end = Date.now() + START_MS;
  try {
    for (;;) {
      try {
        const session = new Builder()
          .usingServer(`http://127.0.0.1:${port}`)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': {
              binary: miniBrowserPath(),
              // Page scripts off; the driver's own still run.
              args: ['--automation', ...(javaScript ? [] : ['--enable-javascript-markup=false'])],
            },
          })
          .build();
        // A session that never answers is given up with its driver (and the browser it started).
        const driver = await within(session, end - Date.now(), 'WebKit did not start');
        return { driver, driverProcess };
      } catch (error) {
        // Refused while the driver is still starting: ask again until the time is up.
        if (Date.now() > end || error instanceof StartTimedOut) throw error;
        await new Promise((wait) => setTimeout(wait, 100));
      }
    }
  } catch (error) {
    driverProcess.kill();
    throw error;
  }
}

export async function launchWebKit({ javaScript }: { javaScript: boolean }): Promise<Engine> {
  requireEngine('webkit');
  const { driver, driverProcess } = await startingAgain('WebKit', () => startWebKit(javaScript));
  const session = driver;
  const run: Engine['run'] = (fn, ...args) =>
    session.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args);
  const { width, height } = await session.manage().window().getRect();
  return {
    name: 'webkit',
    fresh: async () => {
      // Each story's site has an origin of its own, so nothing a page stored is seen again.
      await session.get('about:blank');
      const now = await session.manage().window().getRect();
      if (now.width !== width || now.height !== height)
        await session.manage().window().setRect({ width, height });
    },
    goto: (url) => session.get(url),
    run,
    click: async (selector) => {
      await settledCentre(run, selector);
      await session.findElement(By.css(selector)).click();
    },
    type: async (selector, text) => {
      await settledCentre(run, selector);
      await session.findElement(By.css(selector)).sendKeys(text);
    },
    press: (key) =>
      session
        .actions()
        .sendKeys(Key[key === 'Escape' ? 'ESCAPE' : 'TAB'])
        .perform(),
    resize: async (width, height) => {
      // The window's size includes its frame: adjust it until the page has the width asked for.
      let outer = width;
      for (let attempt = 0; attempt < 6; attempt++) {
        await session.manage().window().setRect({ width: outer, height });
        // WebKitGTK may apply the size a moment later: read the width once it holds still, or
        // the old width makes the next guess negative ("Invalid width value").
        let inner = await run(() => innerWidth);
        for (let wait = 0; wait < 20; wait++) {
          await new Promise((done) => setTimeout(done, 50));
          const again = await run(() => innerWidth);
          if (again === inner) break;
          inner = again;
        }
        if (inner === width) return;
        // A frame is never negative, nor wider than a window's border could be.
        outer = Math.min(width + 200, Math.max(width, outer + width - inner));
      }
    },
    close: async () => {
      try {
        await session.quit();
      } finally {
        driverProcess.kill();
      }
    },
  };
}

export const launch = (name: EngineName, options: { javaScript: boolean }) =>
  name === 'firefox' ? launchFirefox(options) : launchWebKit(options);
