// @ts-check
/**
 * `npm run edit`: the editor on this machine, with the site beside it (hot reload). Open the
 * editor in Chrome or Edge, choose "Work with Local Repository" and pick this project's folder:
 * the editor reads and writes the files of content/ in it, and every save shows on the pages at
 * once. Nothing is committed: review the changes with git, then commit and push them.
 */
import { createServer } from 'vite';

const server = await createServer({ server: { port: 5173, strictPort: false } });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
console.log(`\n› The editor: ${url}admin/`);
console.log(`  In Chrome or Edge, choose "Work with Local Repository" and pick this folder:`);
console.log(`  ${process.cwd()}`);
console.log(`› The site:   ${url}\n› Stop with Ctrl+C.\n`);
