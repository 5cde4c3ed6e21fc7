import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseHeadersFile } from '../../src/config/security-headers.mjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectedHeaders, islandScript } from '../fixtures/built-site';
import { deployCheck } from '../fixtures/deploy-check';

/**
 * dist-nginx/site.conf, as the build writes it, serving dist/ through a real nginx: only the port, the root
 * and the snippets' folder are changed to run it without installing anything.
 */
const PORT = 4331;
// The same build's _headers: nginx must give every path what a static host gives it.
const rules = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));
const siteUrl = /<loc>(https:\/\/[^/<]+)\/<\/loc>/.exec(
  readFileSync('dist/sitemap.xml', 'utf8'),
)![1]!;
const sitemapPaths = () =>
  [...readFileSync('dist/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    m[1]!.slice(siteUrl.length),
  );

function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

function writeConfig(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
  mkdirSync(join(dir, 'snippets/restoration'), { recursive: true });
  for (const name of readdirSync('dist-nginx').filter((file) => file !== 'site.conf')) {
    writeFileSync(join(dir, 'snippets/restoration', name), readFileSync(join('dist-nginx', name)));
  }
  const site = readFileSync('dist-nginx/site.conf', 'utf8')
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${PORT};`)
    .replace(/^\s*listen \[::\]:80;/m, '')
    .replace(/^(\s*)root [^;]+;/m, `$1root ${resolve('dist')};`);
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find(existsSync);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  ${mimeTypes ? `include ${mimeTypes};` : ''}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${site}
}
`,
  );
  return dir;
}

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  headers = { host: 'www.visitor-host.test', ...headers };
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) flat[name] = String(value);
        done({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

async function waitUntilUp(nginx: ChildProcess, log: () => string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped:\n${log()}`);
    try {
      await get('/');
      return;
    } catch {
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }
  throw new Error(`nginx did not answer on port ${PORT}:\n${log()}`);
}

const expectHeadersOf = (answer: Answer, path: string) =>
  expect(answer.headers, path).toMatchObject(expectedHeaders(rules, path));

describe('the built dist-nginx/site.conf on a real nginx', () => {
  let nginx: ChildProcess | undefined;
  let dir = '';

  beforeAll(async () => {
    const binary = findNginx();
    if (!binary) {
      throw new Error(
        'nginx is not installed, so the nginx config cannot be tested. Install it (Debian/Ubuntu: ' +
          '"apt-get install -y nginx"; macOS: "brew install nginx") or set NGINX_PATH. .ci/run installs it.',
      );
    }
    dir = writeConfig();
    const check = spawnSync(binary, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(check.status, `nginx -t:\n${check.stderr}`).toBe(0);
    nginx = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
    await waitUntilUp(nginx, () =>
      existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '',
    );
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const stopped = new Promise((done) => nginx?.once('exit', done));
      nginx.kill();
      await stopped;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('"npm run deploy-check" finds the site served as built', async () => {
    const { status, output } = await deployCheck(`http://127.0.0.1:${PORT}`);
    expect(output).toContain('✔');
    expect(status, output).toBe(0);
  });

  test('the page answers 200 with every security header and is checked again on each visit', async () => {
    for (const path of ['/', '/index.html']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      expectHeadersOf(answer, path);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  test('every page answers at its folder address, and the address without the slash is sent there on the same host', async () => {
    const pages = sitemapPaths();
    expect(pages.length).toBeGreaterThan(10);
    for (const path of pages) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.body.toString('utf8'), path).toContain(
        `<link rel="canonical" href="${siteUrl}${path}"`,
      );
      expectHeadersOf(page, path);
      expect(page.headers['cache-control'], path).toBe('no-cache');
      if (path === '/') continue;
      const bare = await get(path.slice(0, -1));
      expect(bare.status, path).toBe(301);
      // Relative, so it stays on the host the visitor asked for, behind any proxy or CDN.
      expect(bare.headers.location, path).toBe(path);
    }
  });

  test('text is gzipped for browsers that accept it', async () => {
    for (const path of ['/', islandScript(), '/manifest.webmanifest', '/favicon.svg']) {
      const answer = await get(path, { 'accept-encoding': 'gzip' });
      expect(answer.headers['content-encoding'], path).toBe('gzip');
      expect(answer.headers['vary'], path).toContain('Accept-Encoding');
      const file = path === '/' ? 'index.html' : path.slice(1);
      expect(gunzipSync(answer.body).equals(readFileSync(join('dist', file))), path).toBe(true);
    }
  });

  test('hashed assets are cached for a year, immutable, with the security headers', async () => {
    const assets = readdirSync('dist/assets');
    expect(assets.length).toBeGreaterThan(0);
    for (const name of assets) {
      const answer = await get(`/assets/${name}`);
      expect(answer.status, name).toBe(200);
      expect(answer.headers['cache-control'], name).toBe('public, max-age=31536000, immutable');
      expectHeadersOf(answer, `/assets/${name}`);
    }
  });

  test('an unknown path answers 404 with the 404 page and every security header', async () => {
    for (const path of [
      '/no-such-page',
      '/services/water',
      '/services/water/',
      '/locations/nowhere/',
      '/privacy/extra',
      '/assets/missing.js',
      '/.env',
      // The file Netlify and Cloudflare read their headers from is in dist/, and not served.
      '/_headers',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString('utf8'), path).toContain('Oops! Page not found');
      expectHeadersOf(answer, '/no-such-page');
    }
  });

  test('the editor at /admin/ answers under its own policy alone, kept from search engines', async () => {
    for (const path of ['/admin/', '/admin/config.yml', '/admin/sveltia-cms.js']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      // One policy: a second Content-Security-Policy header would narrow the editor's to nothing.
      expectHeadersOf(answer, path);
      expect(answer.headers['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    expect((await get('/admin/')).headers['content-type']).toContain('text/html');
    expect((await get('/admin/config.yml')).headers['content-type']).toContain('text/yaml');
  });

  test('the web manifest has its own type, and is checked again on each use', async () => {
    const answer = await get('/manifest.webmanifest');
    expect(answer.headers['content-type']).toContain('application/manifest+json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectHeadersOf(answer, '/manifest.webmanifest');
  });

  test('share images and icons are kept a day, with the security headers', async () => {
    const images = [
      '/og-image.png',
      '/favicon.svg',
      ...readdirSync('dist/og').map((name) => `/og/${name}`),
      ...readdirSync('dist')
        .filter((name) => name.endsWith('.png'))
        .map((name) => `/${name}`),
    ];
    for (const path of new Set(images)) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('public, max-age=86400');
      expect(answer.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expectHeadersOf(answer, path);
    }
  });
});
