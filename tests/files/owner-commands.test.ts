import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { doneLine } from '../../scripts/build-summary.mjs';
import { LOCAL_EMAIL_SETTINGS } from '../../src/config/email-settings';
import { DEFAULT_EMAILJS_ORIGIN } from '../../src/config/site-constants.mjs';
import { siteContent } from '../fixtures/content';
import { writeRebrandedCopy } from '../fixtures/rebrand';
import { OWNER_EMAIL_IDS, SITES } from '../fixtures/sites.mjs';

// What a new owner sees from the commands the README gives them. A command that refuses says so
// before it builds anything, so each refusal runs the build itself; a build that goes through is
// the smallest that shows what is asked of it (one part of it, or the suite's own build of dist/).

/** Folders of this file's runs, inside the project, where a build finds its packages. */
const scratch = join('.tmp', `owner-commands-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let made = 0;
const folder = (name: string) => {
  const dir = join(scratch, `${name}-${++made}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};

interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command of the project with these variables set, as an owner's shell would. */
function run(args: string[], env: Record<string, string> = {}): Promise<Ran> {
  // A test runner's NODE_ENV is not the owner's.
  const { NODE_ENV, ...shell } = process.env;
  return new Promise((done) => {
    const child = spawn(process.execPath, args, {
      env: { ...shell, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

/** "npm run build" with its flags, into a fresh folder. */
const siteBuild = (env: Record<string, string>, flags: string[] = []) =>
  run(['scripts/build.mjs', ...flags, '--out-dir', folder('build')], env);

/** `vite build`: the site's config with its defaults (the island's part), into a fresh folder. */
const viteBuild = (env: Record<string, string>) =>
  run(['node_modules/vite/bin/vite.js', 'build', '--outDir', folder('vite'), '--emptyOutDir'], env);

/** The island's part of a build of a content folder, into a fresh folder; hands over its scripts. */
async function islandBuild(env: Record<string, string>, content: string) {
  const outDir = folder('island');
  const build = await run(
    ['tests/fixtures/build-part.mjs', '--content', content, '--out-dir', outDir],
    env,
  );
  const scripts = () =>
    readdirSync(join(outDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
      .join('\n');
  return { ...build, scripts };
}

/** The launch check, as "npm run launch-check" runs it, over a folder's collections. */
const launchCheck = (args: string[]) => run(['scripts/launch-check.mjs', ...args], emailIds);

/** A file of a content folder as the build and the launch check name it: from the project. */
const named = (file: string) => relative(process.cwd(), file);

test('a production build without the EmailJS ids stops and names each one', async () => {
  const build = await viteBuild({
    VITE_EMAILJS_PUBLIC_KEY: '',
    VITE_EMAILJS_SERVICE_ID: '',
    VITE_EMAILJS_TEMPLATE_ID: '',
  });
  expect(build.status).not.toBe(0);
  const output = build.stdout + build.stderr;
  expect(output).toContain('The site cannot be built');
  for (const name of [
    'VITE_EMAILJS_PUBLIC_KEY',
    'VITE_EMAILJS_SERVICE_ID',
    'VITE_EMAILJS_TEMPLATE_ID',
  ])
    expect(output).toContain(`.env: ${name}`);
});

test('the test build sends to the local outbox even with EmailJS ids in the environment', () => {
  // dist/ is built with an owner's EmailJS ids in its environment (tests/fixtures/sites.mjs).
  const { dir, env } = SITES.site;
  expect(env.VITE_EMAILJS_PUBLIC_KEY).toBe(OWNER_EMAIL_IDS.VITE_EMAILJS_PUBLIC_KEY);
  const scripts = readdirSync(join(dir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(dir, 'assets', name), 'utf8'))
    .join('\n');
  expect(scripts).toContain(LOCAL_EMAIL_SETTINGS.publicKey);
  expect(scripts).not.toContain(env.VITE_EMAILJS_PUBLIC_KEY);
});

/** What a long-running command has printed once it says how to stop it ("Ctrl+C"). */
function untilReady(args: string[]) {
  const command = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no "Ctrl+C" line in:\n${output}`)), 40_000);
    command.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ctrl+C')) {
        clearTimeout(timer);
        done(output);
      }
    });
  });
  return { ready, stop: () => command.kill() };
}

test('the server "npm start" runs says where the site is and where test e-mails go', async () => {
  const server = untilReady(['scripts/serve.mjs', '--port', '4334']);
  try {
    const output = await server.ready;
    expect(output).toContain('http://127.0.0.1:4334/');
    expect(output).toContain('.outbox/emails.txt');
    const page = await fetch('http://127.0.0.1:4334/');
    expect(page.status).toBe(200);
  } finally {
    server.stop();
  }
});

test('"npm run edit" says where the editor is and which folder to open, and serves the editor', async () => {
  const editor = untilReady(['scripts/edit.mjs']);
  try {
    const output = await editor.ready;
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
    editor.stop();
  }
});

const emailIds = { SITE_ENV: '', ...OWNER_EMAIL_IDS };
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

describe('going live', () => {
  test('a production build of the example, on a host or by hand, stops and names each example fact', async () => {
    const hosts = [
      { NETLIFY: 'true', CONTEXT: 'production' } as Record<string, string>,
      { VERCEL: '1', VERCEL_ENV: 'production' },
      { CF_PAGES: '1', SITE_ENV: 'production' },
    ];
    const builds = await Promise.all([
      ...hosts.map((host) => siteBuild({ ...emailIds, ...host }, ['--content', EXAMPLE])),
      siteBuild(emailIds, ['--production', '--content', EXAMPLE]),
    ]);
    for (const build of builds.slice(0, hosts.length)) {
      expect(build.status).not.toBe(0);
      const output = build.stdout + build.stderr;
      expect(output).toContain("still has the example company's facts");
      for (const fact of exampleFacts()) expect(output).toContain(fact);
    }
    const byHand = builds.at(-1)!;
    expect(byHand.status).not.toBe(0);
    for (const fact of exampleFacts()) expect(byHand.stderr).toContain(fact);
  });

  test('a deploy preview and a build on this machine take the example', async () => {
    for (const build of await Promise.all(
      [{ NETLIFY: 'true', CONTEXT: 'deploy-preview' }, {} as Record<string, string>].map((host) =>
        viteBuild({ ...emailIds, ...host }),
      ),
    ))
      expect(build.status, build.stderr).toBe(0);
  });

  test('a rebranded copy builds for production with its EmailJS account, and "npm run launch-check" says so before the push', async () => {
    const overlay = folder('rebranded');
    writeRebrandedCopy(overlay);
    const [build, example, ready] = await Promise.all([
      islandBuild({ ...emailIds, NETLIFY: 'true', CONTEXT: 'production' }, overlay),
      launchCheck(['--content', EXAMPLE]),
      launchCheck(['--content', overlay]),
    ]);
    expect(build.status, build.stderr).toBe(0);
    expect(build.scripts()).toContain(OWNER_EMAIL_IDS.VITE_EMAILJS_PUBLIC_KEY);
    expect(build.scripts()).toContain(DEFAULT_EMAILJS_ORIGIN);
    expect(build.scripts()).not.toContain(LOCAL_EMAIL_SETTINGS.publicKey);
    expect(example.status).toBe(1);
    for (const fact of exampleFacts()) expect(example.stderr).toContain(fact);
    expect(ready.status, ready.stderr).toBe(0);
    expect(ready.stdout).toContain('Ready to go live');
    // With nothing left, the build ends by calling itself ready (scripts/build-summary.mjs).
    expect(doneLine({ outDir: 'dist', emailOrigin: DEFAULT_EMAILJS_ORIGIN, facts: 0 })).toContain(
      'is ready to deploy',
    );
  });

  test('a copy whose only example fact left is an office’s review link is refused in production, the link named', async () => {
    const overlay = folder('review-link');
    writeRebrandedCopy(overlay);
    const [office] = readdirSync(join(overlay, 'offices'));
    const file = join(overlay, 'offices', office!);
    const example = 'https://search.google.com/local/writereview?placeid=EXAMPLE-OFFICE';
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/^reviewUrl: .*$/m, `reviewUrl: ${example}`),
    );
    const build = await siteBuild({ ...emailIds, NETLIFY: 'true', CONTEXT: 'production' }, [
      '--content',
      overlay,
    ]);
    expect(build.status).not.toBe(0);
    expect(build.stderr).toContain(`${named(file)}: reviewUrl`);
    expect(build.stderr).toContain("is the example's review link");
  });

  test("a copy with the example's legal name and claims left is listed, refused in production, and told it is not ready", async () => {
    const overlay = folder('half');
    const left = halfRebrandedCopy(overlay).map((fact) => named(join(overlay, fact)));
    const [check, production, local] = await Promise.all([
      launchCheck(['--content', overlay]),
      siteBuild({ ...emailIds, NETLIFY: 'true', CONTEXT: 'production' }, ['--content', overlay]),
      islandBuild(emailIds, overlay),
    ]);
    expect(check.status).toBe(1);
    for (const fact of left) expect(check.stderr).toContain(fact);
    expect(check.stderr).toContain('add "foundedYear" to claims.confirmed');
    expect(check.stderr).toContain(`${left.length} example facts are still in place`);
    expect(production.status).not.toBe(0);
    for (const fact of left) expect(production.stderr).toContain(fact);
    // Built where it is not production, it goes through, and its last line says it is not ready.
    expect(local.status, local.stderr).toBe(0);
    const done = doneLine({
      outDir: 'dist',
      emailOrigin: DEFAULT_EMAILJS_ORIGIN,
      facts: left.length,
    });
    expect(done).toContain(
      `is built, but it is not ready to deploy: ${left.length} example facts remain`,
    );
    expect(done).not.toContain('is ready to deploy');
  });
});

test('a broken office file, a JSON typo and an empty field are each one line of the build, with the file, the line and what to type, and no stack', async () => {
  const overlay = folder('mistakes');
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
  const build = await siteBuild({}, ['--local-email', '--content', overlay]);
  expect(build.status).toBe(1);
  const output = build.stdout + build.stderr;
  const lines = output.split('\n');
  const lineOf = (file: string) => lines.filter((line) => line.includes(file));
  expect(lineOf(`offices/${office}`)).toEqual([
    expect.stringMatching(
      new RegExp(`offices/${office}: line 2, column 1: a text that starts with " has no closing "`),
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
});

test('a page that says a word twice, however its words were filled, stops the build and is named', async () => {
  const overlay = folder('doubled');
  cpSync('content/pages', join(overlay, 'pages'), { recursive: true });
  const file = join(overlay, 'pages/page-text.json');
  const text = JSON.parse(readFileSync(file, 'utf8'));
  // An office page's own placeholders are filled as the page renders, after the content is read.
  text.officePage.lede = `{{city}} {{locality}}: ${text.officePage.lede}`;
  writeFileSync(file, JSON.stringify(text));
  const build = await siteBuild({}, ['--local-email', '--content', overlay]);
  expect(build.status).toBe(1);
  const office = siteContent.siteConfig.offices.find((o) => o.city === o.locality)!;
  expect(build.stderr).toContain(
    `/locations/${office.id}/: says a word twice: "${office.city} ${office.city}"`,
  );
});
