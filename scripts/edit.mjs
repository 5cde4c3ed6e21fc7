// @ts-check
/**
 * `npm run edit`: the editor on this machine. Starts Decap's local proxy, which reads and writes
 * the files of content/ in this checkout, and the site with hot reload; the editor is at
 * http://localhost:5173/admin/ and every save shows on the pages at once. Nothing is committed:
 * review the changes with git, then commit and push them.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'vite';

const proxyPort = process.env.DECAP_PORT ?? '8081';
const proxy = spawn(
  process.execPath,
  [createRequire(import.meta.url).resolve('decap-server/dist/index.js')],
  { env: { ...process.env, PORT: proxyPort, MODE: 'fs' }, stdio: ['ignore', 'inherit', 'inherit'] },
);
proxy.on('exit', (code) => {
  if (code)
    console.error(`The editor's local proxy stopped (exit ${code}): is port ${proxyPort} in use?`);
  process.exit(code ?? 0);
});
const stop = () => proxy.kill();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('exit', stop);

const server = await createServer({ server: { port: 5173, strictPort: false } });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
console.log(`\n› The editor: ${url}admin/ (choose "Login"; it writes to content/ in this folder)`);
console.log(`› The site:   ${url}\n› Stop both with Ctrl+C.\n`);
