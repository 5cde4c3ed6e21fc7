import { spawnSync } from 'node:child_process';
import { THIRTY_DIST, THIRTY_OFFICES } from '../fixtures/thirty-offices';

/** The thirty-office company's site, built afresh for growth.spec.ts (its folder written on import). */
export default function buildThirtyOffices() {
  const build = spawnSync(
    process.execPath,
    ['scripts/build.mjs', '--local-email', '--content', THIRTY_OFFICES, '--out-dir', THIRTY_DIST],
    { encoding: 'utf8' },
  );
  if (build.status !== 0)
    throw new Error(`The thirty-office site did not build:\n${build.stdout}${build.stderr}`);
}
