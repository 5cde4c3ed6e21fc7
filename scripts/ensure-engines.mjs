// @ts-check
/**
 * Makes sure the stock Firefox and WebKitGTK are there for the engine tests, installing Debian's
 * packages when run as root (as CI does). Never skips: without them it fails and says what to install.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ENGINE_PACKAGES, missingFor } from './find-engines.mjs';

const missing = () => [...missingFor('firefox'), ...missingFor('webkit')];
if (missing().length > 0 && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log(`› Installing ${ENGINE_PACKAGES.join(', ')} for the Firefox and WebKit tests…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${ENGINE_PACKAGES.join(' ')}`,
    { stdio: 'inherit' },
  );
}
const still = missing();
if (still.length > 0) {
  console.error(
    `✖ The Firefox and WebKit tests cannot run here. Install:\n  - ${still.join('\n  - ')}`,
  );
  process.exit(1);
}
console.log('› Firefox and WebKit tests run in the stock browsers');
