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
}

/**
 * Each worker starts one browser of the project's engine, with scripts on or off, and serves each
 * build its stories ask for once; each test gets a new page in that browser, and the built site
 * behind its own probe and network switch (an origin of its own, so no test sees what another
 * stored). The build is a story's own option, not its worker's: the thirty-office company's
 * stories share the browser of the example's (a start of Firefox or WebKit is seconds of CPU).
 */
export const test = base.extend<
  {
    engine: Engine;
    site: Site & { outbox: () => string };
    /** The build served: dist/, or the thirty-office company's (built by setup.ts). */
    distDir: string;
  },
  EngineOptions & {
    engineBrowser: Engine;
    upstream: (distDir: string) => Promise<{ origin: string; outboxFile: string }>;
  }
>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  javaScript: [true, { option: true, scope: 'worker' }],
  distDir: ['dist', { option: true }],
  upstream: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const served = new Map<
        string,
        Promise<{ server: Server; origin: string; outboxFile: string }>
      >();
      const serve = async (dir: string) => {
        const outboxFile = join(mkdtempSync(join(tmpdir(), 'engines-outbox-')), 'emails.txt');
        const server = (await startServer({
          dir,
          port: 0,
          quiet: true,
          outboxFile,
          fastCompression: true,
        })) as Server;
        const { port } = server.address() as AddressInfo;
        return { server, origin: `http://127.0.0.1:${port}`, outboxFile };
      };
      await provide(async (dir) => {
        if (!served.has(dir)) served.set(dir, serve(dir));
        const { origin, outboxFile } = await served.get(dir)!;
        return { origin, outboxFile };
      });
      for (const running of served.values()) (await running).server.close();
    },
    { scope: 'worker' },
  ],
  site: async ({ upstream, distDir }, provide) => {
    const { origin, outboxFile } = await upstream(distDir);
    const site = await siteBehindProbe(origin);
    const outbox = () => (existsSync(outboxFile) ? readFileSync(outboxFile, 'utf8') : '');
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
