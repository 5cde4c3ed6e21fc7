import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { THIRTY_DIST, THIRTY_OFFICES } from '../fixtures/thirty-offices';

/** What the thirty-office build is made of: a change to any of them makes it stale. */
const INPUTS = ['src', 'content', 'public', 'scripts', 'tests/fixtures'];
const ROOT_FILE = /^(package(-lock)?\.json|tsconfig.*\.json|vite\.config\.ts|\.env(\.local)?)$/;

/** The latest change to a file under `path`, in ms since the epoch. */
function lastChange(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => lastChange(join(path, name))));
}

/** Built by the Chromium suite's server minutes ago (npm test runs it first) from what is here now. */
function builtFromNow(): boolean {
  const built = lastChange(join(THIRTY_DIST, 'index.html'));
  const inputs = [...INPUTS, ...readdirSync('.').filter((name) => ROOT_FILE.test(name))];
  return built > 0 && inputs.every((path) => lastChange(path) < built);
}

/** The thirty-office company's site for growth-scripts-*.spec.ts (its folder written on import). */
export default function buildThirtyOffices() {
  if (builtFromNow()) return;
  const build = spawnSync(
    process.execPath,
    ['scripts/build.mjs', '--local-email', '--content', THIRTY_OFFICES, '--out-dir', THIRTY_DIST],
    { encoding: 'utf8' },
  );
  if (build.status !== 0)
    throw new Error(`The thirty-office site did not build:\n${build.stdout}${build.stderr}`);
}
