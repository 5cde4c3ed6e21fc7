// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './serve.mjs';

const SECRET = 'outside-the-site';
let base: string;
let server: Server;

/** A raw GET, so the path reaches the server exactly as written (fetch would normalize it). */
function send(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function get(path: string): Promise<{ status: number; body: string; location?: string }> {
  const { status, headers, body } = await send(path);
  return {
    status,
    body: body.toString('latin1'),
    ...(headers.location ? { location: headers.location } : {}),
  };
}

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'serve-'));
  const root = join(base, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<p>home</p>');
  writeFileSync(join(root, '404.html'), '<p>not found</p>');
  writeFileSync(join(root, 'assets', 'app.js'), 'export {};');
  mkdirSync(join(root, 'services', 'mold-remediation'), { recursive: true });
  writeFileSync(join(root, 'services', 'index.html'), '<p>services</p>');
  writeFileSync(join(root, 'services', 'mold-remediation', 'index.html'), '<p>mold</p>');
  writeFileSync(join(root, '.env'), SECRET);
  writeFileSync(join(root, '_headers'), `/*\n  X-Secret: ${SECRET}\n`);
  writeFileSync(join(base, 'secret.txt'), SECRET);
  server = await startServer({
    dir: root,
    port: 0,
    quiet: true,
    outboxFile: join(base, 'outbox.txt'),
  });
});

afterAll(() => {
  server?.close();
  rmSync(base, { recursive: true, force: true });
});

const climbs = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%c0%ae%c0%ae', '...'];
const separators = ['/', '%2f', '%2F', '%5c', '\\', '//'];
const targets = ['secret.txt', 'dist/.env', '.env', 'etc/passwd', ''];
const malformed = ['%', '%E0%A4%A', '%zz', '%C3%28', '%ED%A0%80', '%00', 'a%00b', '%%', '%u2215'];

/** A few hundred paths a scanner would try: climbing out, dot files, broken encodings. */
function hostilePaths(): string[] {
  const paths: string[] = [];
  for (const climb of climbs)
    for (const separator of separators)
      for (const target of targets)
        for (const depth of [1, 3]) paths.push('/' + `${climb}${separator}`.repeat(depth) + target);
  for (const bad of malformed) paths.push(`/${bad}`, `/assets/${bad}`, `/${bad}/../secret.txt`);
  paths.push('/.git/config', '/assets/../.env', '/' + 'a/'.repeat(500), `/${'%41'.repeat(2000)}`);
  return paths;
}

/** A GET that asks for a compressed answer: its encoding and its body as sent. */
async function getCompressed(path: string, accept: string) {
  const { headers, body } = await send(path, { 'Accept-Encoding': accept });
  return { encoding: String(headers['content-encoding'] ?? ''), body };
}

describe('the local server', () => {
  it('compresses a page on its first request, the same for visitors asking at once', async () => {
    const page = '/services/mold-remediation/';
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => getCompressed(page, 'gzip, deflate, br')),
      ...Array.from({ length: 3 }, () => getCompressed(page, 'gzip')),
    ]);
    for (const { encoding, body } of answers)
      expect(
        (encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString(),
        encoding,
      ).toBe('<p>mold</p>');
    expect(answers.map(({ encoding }) => encoding)).toEqual([
      ...Array<string>(3).fill('br'),
      ...Array<string>(3).fill('gzip'),
    ]);
    expect((await getCompressed('/assets/app.js', 'br')).encoding).toBe('br');
  });

  it('never serves _headers, the host rules it applies', async () => {
    for (const path of ['/_headers', '/_headers/', '/%5Fheaders', '/assets/../_headers']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain(SECRET);
    }
  });

  it('answers a malformed encoding with 400, and stays up', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect(await get('/')).toEqual({ status: 200, body: '<p>home</p>' });
  });

  it("serves each page at its folder's address, and sends the address without the slash there", async () => {
    expect(await get('/services/mold-remediation/')).toEqual({ status: 200, body: '<p>mold</p>' });
    expect(await get('/services/')).toEqual({ status: 200, body: '<p>services</p>' });
    expect(await get('/services/mold-remediation?from=ad')).toMatchObject({
      status: 301,
      location: '/services/mold-remediation/?from=ad',
    });
    expect(await get('/services')).toMatchObject({ status: 301, location: '/services/' });
    // Never a redirect to another host: "//services/" would be one.
    expect(await get('/%2Fservices')).toMatchObject({ status: 301, location: '/services/' });
    for (const missing of [
      '/services/nothing/',
      '/services/nothing',
      '/assets/',
      '/services/mold-remediation/x',
    ])
      expect((await get(missing)).status, missing).toBe(404);
  });

  it('answers a few hundred hostile paths without leaving its folder or falling over', async () => {
    const paths = hostilePaths();
    expect(paths.length).toBeGreaterThan(300);
    for (const path of paths) {
      const { status, body } = await get(path);
      expect([200, 301, 400, 404], path).toContain(status);
      expect(body, path).not.toContain(SECRET);
    }
    expect(await get('/assets/app.js')).toEqual({ status: 200, body: 'export {};' });
    expect((await get('/no-such-page')).status).toBe(404);
  });
});
