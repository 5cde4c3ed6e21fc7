// @ts-check
/**
 * Serves dist/ as a static host does: each page at its folder's address (/services/x/, with
 * /services/x redirected there), `_headers` applied to every response, gzip or brotli, unknown
 * paths answered by 404.html with status 404, and the local EmailJS outbox.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { headersForPath, parseHeadersFile } from '../src/config/security-headers.mjs';
import { EMAIL_PATH } from '../src/config/site-constants.mjs';
import { DEFAULT_OUTBOX, localEmailHandler } from './local-emailjs.mjs';

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.yml': 'text/yaml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
});
/** @param {string} ext */
const compressible = (ext) => /text|json|xml|svg/.test(TYPES[ext] ?? '');

/** @param {string} file */
const isFile = async (file) => (await stat(file).catch(() => null))?.isFile() === true;

/**
 * What a path names in the site's folder: a file, a folder's index.html ("/services/" →
 * services/index.html), a redirect from a folder's name without its slash ("/services" →
 * "/services/"), or nothing (a path outside the folder, a hidden file, the host's own rules).
 * @param {string} root
 * @param {string} headersPath
 */
const finder =
  (root, headersPath) =>
  /**
   * @param {string} urlPath
   * @returns {Promise<{ file: string } | { redirect: string } | null>}
   */
  async (urlPath) => {
    const file = normalize(join(root, urlPath));
    if (
      !(file + '/').startsWith(root + '/') ||
      urlPath.split('/').some((part) => part.startsWith('.')) ||
      file === headersPath
    )
      return null;
    if (urlPath.endsWith('/')) {
      const index = join(file, 'index.html');
      return (await isFile(index)) ? { file: index } : null;
    }
    if (await isFile(file)) return { file };
    // Built from the folder, not the request: "//services" must not become "//services/", a URL
    // on another host.
    return (await isFile(join(file, 'index.html')))
      ? { redirect: `/${relative(root, file).split(sep).join('/')}/` }
      : null;
  };

const LARGE = 1_000_000;
const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzip);

/**
 * Each file compressed once, on its first request, and kept (brotli at its best level takes a
 * moment on a large page, in Node's worker threads: other responses do not wait for it). `warm`
 * compresses a folder before the first visitor arrives, as a CDN has its copies ready: only where
 * the first load is timed (the bench, the load's alarm). Done for every server, it took a
 * thirty-office site 36 s to start on an idle 2-core machine, and over 30 s for each worker of a
 * test run. `fast` compresses at brotli 5 and gzip 6, where what is timed is not the bytes sent (the
 * tests' servers): brotli's best level costs 0.3 s of CPU for a page and 0.6 s for the island's
 * script, against 4 ms.
 * @param {{ fast?: boolean }} options
 */
function compressor({ fast = false } = {}) {
  /** @type {Map<string, Promise<Buffer>>} */
  const cache = new Map();
  /** @param {string} file @param {'br' | 'gzip'} encoding */
  async function compressed(file, encoding) {
    const key = `${encoding} ${(await stat(file)).mtimeMs} ${file}`;
    let body = cache.get(key);
    if (!body) {
      body = readFile(file).then((raw) =>
        encoding === 'br'
          ? // The editor's 5 MB script at brotli's best level would take most of a minute.
            brotliOf(raw, {
              params: { [constants.BROTLI_PARAM_QUALITY]: fast || raw.length > LARGE ? 5 : 11 },
            })
          : gzipOf(raw, { level: fast ? 6 : 9 }),
      );
      // Two visitors asking at once share one compression; one that failed is tried again.
      cache.set(key, body);
      body.catch(() => cache.delete(key));
    }
    return body;
  }
  /** @param {string} root */
  async function warm(root) {
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !compressible(extname(entry.name))) continue;
      const file = join(entry.parentPath, entry.name);
      if ((await stat(file)).size > LARGE) continue;
      await Promise.all([compressed(file, 'br'), compressed(file, 'gzip')]);
    }
  }
  return { compressed, warm };
}

/** @param {string} accepts @param {string} ext @returns {'br' | 'gzip' | null} */
const encodingFor = (accepts, ext) =>
  !compressible(ext)
    ? null
    : /\bbr\b/.test(accepts)
      ? 'br'
      : /\bgzip\b/.test(accepts)
        ? 'gzip'
        : null;

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @param {{
 *   root: string,
 *   rules: ReturnType<typeof parseHeadersFile>,
 *   find: ReturnType<typeof finder>,
 *   compressed: ReturnType<typeof compressor>['compressed'],
 *   sendEmail: (req: Request, res: Response) => unknown,
 * }} site
 */
const responder =
  ({ root, rules, find, compressed, sendEmail }) =>
  /** @param {Request} req @param {Response} res */
  async (req, res) => {
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request\n');
      return;
    }
    for (const [name, value] of Object.entries(headersForPath(rules, urlPath)))
      res.setHeader(name, value);
    if (urlPath === EMAIL_PATH) return sendEmail(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const found = await find(urlPath);
    if (found && 'redirect' in found) {
      const { search } = new URL(req.url ?? '/', 'http://localhost');
      res.writeHead(301, { Location: encodeURI(found.redirect) + search }).end();
      return;
    }
    const file = found?.file ?? null;
    const served = file ?? join(root, '404.html');
    const ext = extname(served);
    res.statusCode = file ? 200 : 404;
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.method === 'HEAD') return res.end();
    const encoding = encodingFor(String(req.headers['accept-encoding'] ?? ''), ext);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.end(encoding ? await compressed(served, encoding) : await readFile(served));
  };

/**
 * @param {{ dir?: string, port?: number, host?: string, outboxFile?: string, quiet?: boolean, warm?: boolean, fastCompression?: boolean }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function startServer({
  dir = 'dist',
  port = 4173,
  host = '127.0.0.1',
  outboxFile = DEFAULT_OUTBOX,
  quiet = false,
  warm: warmFirst = false,
  fastCompression = false,
} = {}) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: run "npm run build" first.`);
  }
  // The host's own rules, read here as a CDN reads them, and like a CDN never served.
  const headersPath = join(root, '_headers');
  const rules = existsSync(headersPath)
    ? parseHeadersFile(await readFile(headersPath, 'utf8'))
    : [];
  const { compressed, warm } = compressor({ fast: fastCompression });
  if (warmFirst) await warm(root);
  const respond = responder({
    root,
    rules,
    find: finder(root, headersPath),
    compressed,
    sendEmail: localEmailHandler({ outboxFile, quiet }),
  });
  // A request that fails (a path the file system refuses, say) gets a 500; the server stays up.
  const server = createServer((req, res) =>
    respond(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    }),
  );
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(undefined));
  });
  return server;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string', default: 'dist' },
      outbox: { type: 'string', default: DEFAULT_OUTBOX },
      quiet: { type: 'boolean', default: false },
    },
  });
  try {
    await startServer({
      dir: values.dir,
      port: Number(values.port),
      host: values.host,
      outboxFile: values.outbox,
      quiet: values.quiet,
    });
  } catch (error) {
    console.error(`Could not start the server: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(
    `\n  The site is running at http://${values.host === '0.0.0.0' ? 'localhost' : values.host}:${values.port}/`,
  );
  console.log(
    `  Call-back requests from a local build are printed here and saved to ${values.outbox}`,
  );
  console.log('  Press Ctrl+C to stop.\n');
}
