import {
  spawn,
  spawnSync,
  type ChildProcessByStdio,
  type SpawnSyncReturns,
} from 'node:child_process';
import type { Readable } from 'node:stream';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_EMAIL_SETTINGS } from '../../src/config/email-settings';
import { expect, test } from './fixtures';
import { writeRebrandedCopy } from '../fixtures/rebrand';
import { siteContent } from '../fixtures/content';

// What a new owner sees from the commands the README gives them.

/** Runs `vite build` (the site's config with its defaults) into a fresh folder with these variables set. */
function viteBuild(
  env: Record<string, string>,
  check: (build: SpawnSyncReturns<string>, outDir: string) => void,
) {
  const outDir = mkdtempSync(join(tmpdir(), 'build-'));
  try {
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir'],
      { encoding: 'utf8', env: { ...process.env, ...env } },
    );
    check(build, outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Runs "npm run build" (scripts/build.mjs, with its flags) into a fresh folder with these
 * variables set, and hands over what it did.
 */
function siteBuild(
  env: Record<string, string>,
  check: (build: SpawnSyncReturns<string>, outDir: string) => void,
  flags: string[] = [],
) {
  // Inside the project, where the pre-render finds its packages.
  const outDir = join('.tmp', `build-${process.pid}-${Date.now()}`);
  try {
    const build = spawnSync(
      process.execPath,
      ['scripts/build.mjs', ...flags, '--out-dir', outDir],
      { encoding: 'utf8', env: { ...process.env, ...env } },
    );
    check(build, outDir);
  } finally {
    for (const dir of [outDir, `${outDir}-ssr`, `${outDir}-nginx`])
      rmSync(dir, { recursive: true, force: true });
  }
}

test('a production build without the EmailJS ids stops and names each one', () => {
  viteBuild(
    {
      VITE_EMAILJS_PUBLIC_KEY: '',
      VITE_EMAILJS_SERVICE_ID: '',
      VITE_EMAILJS_TEMPLATE_ID: '',
    },
    (build) => {
      expect(build.status).not.toBe(0);
      const output = build.stdout + build.stderr;
      expect(output).toContain('The site cannot be built');
      for (const name of [
        'VITE_EMAILJS_PUBLIC_KEY',
        'VITE_EMAILJS_SERVICE_ID',
        'VITE_EMAILJS_TEMPLATE_ID',
      ]) {
        expect(output).toContain(`.env: ${name}`);
      }
    },
  );
});

test('the test build sends to the local outbox even with EmailJS ids in the environment', () => {
  const key = 'owner-public-key-123';
  siteBuild(
    {
      VITE_EMAILJS_PUBLIC_KEY: key,
      VITE_EMAILJS_SERVICE_ID: 'service_owner',
      VITE_EMAILJS_TEMPLATE_ID: 'template_owner',
    },
    (build, outDir) => {
      expect(build.status, build.stderr).toBe(0);
      const scripts = readdirSync(join(outDir, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
        .join('\n');
      expect(scripts).toContain(LOCAL_EMAIL_SETTINGS.publicKey);
      expect(scripts).not.toContain(key);
    },
    ['--local-email'],
  );
});

/** What a long-running command has printed once it says how to stop it ("Ctrl+C"). */
function untilReady(command: ChildProcessByStdio<null, Readable, Readable>) {
  let output = '';
  return new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`no "Ctrl+C" line in:\n${output}`)), 40_000);
    command.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ctrl+C')) {
        clearTimeout(timer);
        ready(output);
      }
    });
  });
}

test('the server "npm start" runs says where the site is and where test e-mails go', async () => {
  // It compresses every file before it says so: a few seconds, more on a machine under load.
  test.setTimeout(60_000);
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', '4334'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const output = await untilReady(server);
    expect(output).toContain('http://127.0.0.1:4334/');
    expect(output).toContain('.outbox/emails.txt');
    const page = await fetch('http://127.0.0.1:4334/');
    expect(page.status).toBe(200);
  } finally {
    server.kill();
  }
});

test('"npm run edit" says where the editor is and which folder to open, and serves the editor', async () => {
  test.setTimeout(60_000);
  const editor = spawn(process.execPath, ['scripts/edit.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const output = await untilReady(editor);
    expect(output).toContain('Work with Local Repository');
    expect(output).toContain(process.cwd());
    const admin = /The editor: (http:\/\/\S+\/admin\/)/.exec(output)?.[1];
    expect(admin, output).toBeTruthy();
    const page = await (await fetch(admin!)).text();
    expect(page).toContain('<script src="/admin/sveltia-cms.js"></script>');
    const config = await fetch(new URL('config.yml', admin));
    expect(await config.text()).toContain('name: services');
    const script = await fetch(new URL('sveltia-cms.js', admin));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  } finally {
    editor.kill();
  }
});

const emailIds = {
  SITE_ENV: '',
  VITE_EMAILJS_PUBLIC_KEY: 'owner-public-key-123',
  VITE_EMAILJS_SERVICE_ID: 'service_owner',
  VITE_EMAILJS_TEMPLATE_ID: 'template_owner',
};
const exampleFacts = () => [
  'content/settings/site.json: siteUrl',
  'content/settings/site.json: emergencyPhone',
  'content/settings/site.json: email.general',
  'content/settings/site.json: privacy.contact',
  ...readdirSync('content/offices').flatMap((name) =>
    ['phone', 'streetAddress'].map((field) => `content/offices/${name}: ${field}`),
  ),
];

test.describe('going live', () => {
  test.describe.configure({ timeout: 90_000 });

  test("a host's production build of the example stops and names each example fact", () => {
    for (const host of [
      { NETLIFY: 'true', CONTEXT: 'production' } as Record<string, string>,
      { VERCEL: '1', VERCEL_ENV: 'production' },
      { CF_PAGES: '1', SITE_ENV: 'production' },
    ])
      viteBuild({ ...emailIds, ...host }, (build) => {
        expect(build.status).not.toBe(0);
        const output = build.stdout + build.stderr;
        expect(output).toContain("still has the example company's facts");
        for (const fact of exampleFacts()) expect(output).toContain(fact);
      });
  });

  test('a deploy preview and a build on this machine take the example', () => {
    for (const host of [{ NETLIFY: 'true', CONTEXT: 'deploy-preview' }, {}] as Record<
      string,
      string
    >[])
      viteBuild({ ...emailIds, ...host }, (build) => expect(build.status, build.stderr).toBe(0));
  });

  test('a rebranded copy builds for production, and "npm run launch-check" says so before the push', () => {
    const overlay = mkdtempSync(join(tmpdir(), 'rebranded-'));
    try {
      writeRebrandedCopy(overlay);
      siteBuild(
        { ...emailIds, NETLIFY: 'true', CONTEXT: 'production' },
        (build) => expect(build.status, build.stderr).toBe(0),
        ['--content', overlay],
      );
      const check = (args: string[]) =>
        spawnSync(process.execPath, ['scripts/launch-check.mjs', ...args], {
          encoding: 'utf8',
          env: { ...process.env, ...emailIds },
        });
      const example = check([]);
      expect(example.status).toBe(1);
      for (const fact of exampleFacts()) expect(example.stderr).toContain(fact);
      const ready = check(['--content', overlay]);
      expect(ready.status, ready.stderr).toBe(0);
      expect(ready.stdout).toContain('Ready to go live');
    } finally {
      rmSync(overlay, { recursive: true, force: true });
    }
  });
});

test('a page that says a word twice, however its words were filled, stops the build and is named', () => {
  test.setTimeout(90_000);
  const overlay = mkdtempSync(join(tmpdir(), 'doubled-'));
  // Inside the project, where the pre-render finds its packages.
  const outDir = join('.tmp', `doubled-${Date.now()}`);
  try {
    cpSync('content/pages', join(overlay, 'pages'), { recursive: true });
    const file = join(overlay, 'pages/page-text.json');
    const text = JSON.parse(readFileSync(file, 'utf8'));
    // An office page's own placeholders are filled as the page renders, after the content is read.
    text.officePage.lede = `{{city}} {{locality}}: ${text.officePage.lede}`;
    writeFileSync(file, JSON.stringify(text));
    const build = spawnSync(
      process.execPath,
      ['scripts/build.mjs', '--local-email', '--content', overlay, '--out-dir', outDir],
      { encoding: 'utf8' },
    );
    expect(build.status).toBe(1);
    const office = siteContent.siteConfig.offices.find((o) => o.city === o.locality)!;
    expect(build.stderr).toContain(
      `/locations/${office.id}/: says a word twice: "${office.city} ${office.city}"`,
    );
  } finally {
    rmSync(overlay, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
    rmSync(`${outDir}-ssr`, { recursive: true, force: true });
    rmSync(`${outDir}-nginx`, { recursive: true, force: true });
  }
});
