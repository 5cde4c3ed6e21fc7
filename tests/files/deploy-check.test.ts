import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer } from '../../scripts/serve.mjs';
import { fixtureContent, FIXTURE_CONTENT, siteContent } from '../fixtures/content';
import { deployCheck } from '../fixtures/deploy-check';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.js': 'text/javascript',
};

/**
 * A plain static host that knows nothing of `_headers`: dist/ with each folder's index.html, and
 * for an unknown address the 404 page with 404, or (`spa`) the landing page with 200.
 */
function plainHost(port: number, { spa = false } = {}) {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join('dist', path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    const found = existsSync(file) && statSync(file).isFile();
    const served = found ? file : spa ? 'dist/index.html' : 'dist/404.html';
    res.writeHead(found || spa ? 200 : 404, {
      'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream',
    });
    res.end(readFileSync(served));
  });
  return new Promise<Server>((ready) => server.listen(port, '127.0.0.1', () => ready(server)));
}

describe('"npm run deploy-check" after a deploy', () => {
  // The project's own server (npm start), serving dist/ with its _headers.
  let own: Server;
  let baseURL = '';
  beforeAll(async () => {
    own = (await startServer({
      dir: 'dist',
      port: 0,
      quiet: true,
      fastCompression: true,
    })) as Server;
    baseURL = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
  });
  afterAll(() => own.close());

  test('passes on the project’s own server, which serves the build as it was written', async () => {
    const { status, output } = await deployCheck(baseURL);
    expect(output).toContain('✔');
    expect(status, output).toBe(0);
  });

  test('names each missing header on a plain static host that drops them, and the host section to fix', async () => {
    const server = await plainHost(4335);
    try {
      const { status, output } = await deployCheck('http://127.0.0.1:4335');
      expect(status).toBe(1);
      for (const header of [
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Frame-Options',
        'X-Content-Type-Options',
      ])
        expect(output).toContain(`Every page (${countPages()}) ${header} is missing`);
      expect(output).toContain(
        `Every page (${countPages()}) grades D (30 of 130) by the HTTP Observatory's header tests: csp-not-implemented, hsts-not-implemented, x-content-type-options-not-implemented, x-frame-options-not-implemented`,
      );
      expect(output).toContain('"4. The headers"');
    } finally {
      server.close();
    }
  });

  test('names a host that answers 200 for an address that does not exist', async () => {
    const server = await plainHost(4336, { spa: true });
    try {
      const { status, output } = await deployCheck('http://127.0.0.1:4336');
      expect(status).toBe(1);
      expect(output).toMatch(/An address that does not exist \(\/[^)]+\) answers 200, not 404/);
      expect(output).toContain('"3. The 404 page"');
    } finally {
      server.close();
    }
  });

  test('names pages whose canonical address is on another domain than the settings’', async () => {
    const { status, output } = await deployCheck(baseURL, '--content', FIXTURE_CONTENT);
    expect(status).toBe(1);
    const built = new URL(siteContent.siteConfig.siteUrl).origin;
    const settings = new URL(fixtureContent.siteConfig.siteUrl).origin;
    expect(output).toContain(
      `Every page (${countPages()}) gives its canonical address on ${built}, not on the settings' ${settings}`,
    );
  });
});

const countPages = () => [...readFileSync('dist/sitemap.xml', 'utf8').matchAll(/<loc>/g)].length;
