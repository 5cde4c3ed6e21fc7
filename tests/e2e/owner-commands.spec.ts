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
/** The example company as it ships (its settings, offices, about page and a sample document). */
const EXAMPLE = 'tests/fixtures/example-company';
const exampleFacts = () => [
  `${EXAMPLE}/settings/site.json: companyName`,
  `${EXAMPLE}/settings/site.json: legalName`,
  `${EXAMPLE}/settings/site.json: siteUrl`,
  `${EXAMPLE}/settings/site.json: emergencyPhone`,
  `${EXAMPLE}/settings/site.json: email.general`,
  `${EXAMPLE}/settings/site.json: privacy.contact`,
  `${EXAMPLE}/settings/site.json: claims.propertiesRestored`,
  `${EXAMPLE}/pages/about.json: story`,
  ...readdirSync(`${EXAMPLE}/offices`).flatMap((name) =>
    ['phone', 'streetAddress', 'reviewUrl'].map((field) => `${EXAMPLE}/offices/${name}: ${field}`),
  ),
];

/** The launch check, as "npm run launch-check" runs it, over a folder's collections. */
const launchCheck = (args: string[]) =>
  spawnSync(process.execPath, ['scripts/launch-check.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...emailIds },
  });

/**
 * An owner's copy with every mark of the example changed (name, domain, numbers, streets, privacy
 * contact, documents) but its legal name and its claims left: the numbers, the founding year, the
 * certifications and the about page's story.
 */
function halfRebrandedCopy(dir: string) {
  writeRebrandedCopy(dir);
  const file = join(dir, 'settings/site.json');
  const settings = JSON.parse(readFileSync(file, 'utf8'));
  const example = JSON.parse(readFileSync(join(EXAMPLE, 'settings/site.json'), 'utf8'));
  settings.legalName = example.legalName;
  settings.claims = example.claims;
  settings.foundedYear = example.foundedYear;
  writeFileSync(file, JSON.stringify(settings, null, 2));
  cpSync(join(EXAMPLE, 'pages/about.json'), join(dir, 'pages/about.json'));
  return [
    'settings/site.json: legalName',
    'settings/site.json: claims.propertiesRestored',
    'settings/site.json: claims.satisfactionPercent',
    'settings/site.json: foundedYear',
    'settings/site.json: claims.credentials',
    'pages/about.json: story',
    'pages/about.json: mission',
    'pages/about.json: reasons',
  ];
}

test.describe('going live', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a production build of the example, on a host or by hand, stops and names each example fact', () => {
    for (const production of [
      { NETLIFY: 'true', CONTEXT: 'production' } as Record<string, string>,
      { VERCEL: '1', VERCEL_ENV: 'production' },
      { CF_PAGES: '1', SITE_ENV: 'production' },
    ])
      siteBuild(
        { ...emailIds, ...production },
        (build) => {
          expect(build.status).not.toBe(0);
          const output = build.stdout + build.stderr;
          expect(output).toContain("still has the example company's facts");
          for (const fact of exampleFacts()) expect(output).toContain(fact);
        },
        ['--content', EXAMPLE],
      );
    siteBuild(
      emailIds,
      (build) => {
        expect(build.status).not.toBe(0);
        for (const fact of exampleFacts()) expect(build.stderr).toContain(fact);
      },
      ['--production', '--content', EXAMPLE],
    );
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
        (build) => {
          expect(build.status, build.stderr).toBe(0);
          expect(build.stdout).toContain('is ready to deploy');
        },
        ['--content', overlay],
      );
      const example = launchCheck(['--content', EXAMPLE]);
      expect(example.status).toBe(1);
      for (const fact of exampleFacts()) expect(example.stderr).toContain(fact);
      const ready = launchCheck(['--content', overlay]);
      expect(ready.status, ready.stderr).toBe(0);
      expect(ready.stdout).toContain('Ready to go live');
    } finally {
      rmSync(overlay, { recursive: true, force: true });
    }
  });

  test('a copy whose only example fact left is an office’s review link is refused in production, the link named', () => {
    const overlay = mkdtempSync(join(tmpdir(), 'review-link-'));
    try {
      writeRebrandedCopy(overlay);
      const [office] = readdirSync(join(overlay, 'offices'));
      const file = join(overlay, 'offices', office!);
      const example = 'https://search.google.com/local/writereview?placeid=EXAMPLE-OFFICE';
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(/^reviewUrl: .*$/m, `reviewUrl: ${example}`),
      );
      siteBuild(
        { ...emailIds, NETLIFY: 'true', CONTEXT: 'production' },
        (build) => {
          expect(build.status).not.toBe(0);
          expect(build.stderr).toContain(`${file.replace(/^\/+/, '')}: reviewUrl`);
          expect(build.stderr).toContain("is the example's review link");
        },
        ['--content', overlay],
      );
    } finally {
      rmSync(overlay, { recursive: true, force: true });
    }
  });

  test("a copy with the example's legal name and claims left is listed, refused in production, and told it is not ready", () => {
    const overlay = mkdtempSync(join(tmpdir(), 'half-'));
    try {
      const left = halfRebrandedCopy(overlay).map((fact) => `${overlay}/${fact}`);
      const check = launchCheck(['--content', overlay]);
      expect(check.status).toBe(1);
      for (const fact of left) expect(check.stderr).toContain(fact.replace(/^\/+/, ''));
      expect(check.stderr).toContain('add "foundedYear" to claims.confirmed');
      siteBuild(
        { ...emailIds, NETLIFY: 'true', CONTEXT: 'production' },
        (build) => {
          expect(build.status).not.toBe(0);
          for (const fact of left) expect(build.stderr).toContain(fact.replace(/^\/+/, ''));
        },
        ['--content', overlay],
      );
      siteBuild(
        emailIds,
        (build) => {
          expect(build.status, build.stderr).toBe(0);
          expect(build.stdout).toContain(
            `is built, but it is not ready to deploy: ${left.length} example facts remain`,
          );
          expect(build.stdout).not.toContain('is ready to deploy');
        },
        ['--content', overlay],
      );
    } finally {
      rmSync(overlay, { recursive: true, force: true });
    }
  });
});

test('a broken office file, a JSON typo and an empty field are each one line of the build, with the file, the line and what to type, and no stack', () => {
  test.setTimeout(90_000);
  const overlay = mkdtempSync(join(tmpdir(), 'mistakes-'));
  try {
    writeRebrandedCopy(overlay);
    const office = readdirSync(join(overlay, 'offices'))[0]!;
    const edit = (file: string, change: (text: string) => string) =>
      writeFileSync(join(overlay, file), change(readFileSync(join(overlay, file), 'utf8')));
    // An unclosed quote on the office file's second line, a comma after the about page's last
    // field, and a service's title left empty.
    edit(`offices/${office}`, (md) => md.replace(/^city: (.*)$/m, 'city: "$1'));
    edit('pages/about.json', (json) => json.replace(/\n}\s*$/, ',\n}\n'));
    const aboutLines = readFileSync(join(overlay, 'pages/about.json'), 'utf8').split('\n');
    const commaLine =
      aboutLines.findIndex((line, i) => line.endsWith(',') && aboutLines[i + 1] === '}') + 1;
    cpSync('content/services', join(overlay, 'services'), { recursive: true });
    const service = readdirSync(join(overlay, 'services'))[0]!;
    edit(`services/${service}`, (md) => md.replace(/^title: .*$/m, 'title:'));
    siteBuild(
      {},
      (build) => {
        expect(build.status).toBe(1);
        const output = build.stdout + build.stderr;
        const lines = output.split('\n');
        const lineOf = (file: string) => lines.filter((line) => line.includes(file));
        expect(lineOf(`offices/${office}`)).toEqual([
          expect.stringMatching(
            new RegExp(
              `offices/${office}: line 2, column 1: a text that starts with " has no closing "`,
            ),
          ),
        ]);
        expect(lineOf('pages/about.json')).toEqual([
          expect.stringMatching(
            new RegExp(
              `pages/about\\.json: line ${commaLine}, column \\d+: a comma before the closing } has nothing after it: take out that ","`,
            ),
          ),
        ]);
        expect(lineOf(`services/${service}`)).toEqual([
          expect.stringMatching(
            new RegExp(`services/${service}: title is empty: write its text after the colon$`),
          ),
        ]);
        expect(output).not.toMatch(/^\s+at /m);
        expect(output).not.toContain('node_modules');
        expect(output).not.toContain('Build failed in');
      },
      ['--local-email', '--content', overlay],
    );
  } finally {
    rmSync(overlay, { recursive: true, force: true });
  }
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
