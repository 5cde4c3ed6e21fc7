import { test as base, expect } from '@playwright/test';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../scripts/serve.mjs';
import { launch, type Engine, type EngineName } from './engines';
import { siteBehindProbe, type Site } from './site';

export interface EngineOptions {
  engineName: EngineName;
  javaScript: boolean;
  /** The build served: dist/, or the thirty-office company's (built by engines-setup.ts). */
  distDir: string;
}

/**
 * Each worker starts one browser of the project's engine, with scripts on or off, and serves
 * dist/ once; each test gets a new page in that browser, and the built site behind its own probe
 * and network switch (an origin of its own, so no test sees what another stored).
 */
export const test = base.extend<
  { engine: Engine; site: Site & { outbox: () => string } },
  EngineOptions & { engineBrowser: Engine; upstream: { origin: string; outboxFile: string } }
>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  javaScript: [true, { option: true, scope: 'worker' }],
  distDir: ['dist', { option: true, scope: 'worker' }],
  upstream: [
    async ({ distDir }, provide) => {
      const outboxFile = join(mkdtempSync(join(tmpdir(), 'engines-outbox-')), 'emails.txt');
      const server = (await startServer({
        dir: distDir,
        port: 0,
        quiet: true,
        outboxFile,
        fastCompression: true,
      })) as Server;
      const { port } = server.address() as AddressInfo;
      await provide({ origin: `http://127.0.0.1:${port}`, outboxFile });
      server.close();
    },
    { scope: 'worker' },
  ],
  site: async ({ upstream }, provide) => {
    const site = await siteBehindProbe(upstream.origin);
    const outbox = () =>
      existsSync(upstream.outboxFile) ? readFileSync(upstream.outboxFile, 'utf8') : '';
    await provide({ ...site, outbox });
    await site.close();
  },
  engineBrowser: [
    async ({ engineName, javaScript }, provide) => {
      const engine = await launch(engineName, { javaScript });
      try {
        await provide(engine);
      } finally {
        await engine.close();
      }
    },
    // A start may be tried three times, each within its 30 s bound (tests/engines/engines.ts).
    { scope: 'worker', timeout: 120_000 },
  ],
  engine: async ({ engineBrowser }, provide) => {
    await provide(engineBrowser);
    await engineBrowser.fresh();
  },
});

export { expect };

/** Polls a function run in the page (with its arguments) until it returns something true. */
export async function until<A extends unknown[]>(
  engine: Engine,
  what: string,
  check: (...args: A) => unknown,
  ...args: A
) {
  const end = Date.now() + 10_000;
  for (;;) {
    if (await engine.run(check, ...args).catch(() => false)) return;
    if (Date.now() > end) throw new Error(`${engine.name}: timed out waiting until ${what}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}
