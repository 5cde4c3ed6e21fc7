import { chromium } from 'playwright';
import { startServer } from './serve.mjs';
await startServer({ port: 4399, dir: 'dist', quiet: true });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const w of [320, 390]) {
  const p = await b.newPage({ viewport: { width: w, height: 700 } });
  await p.goto('http://127.0.0.1:4399/');
  await p.screenshot({ path: `/tmp/scratch/shot-${w}.png` });
}
await b.close();
process.exit(0);
