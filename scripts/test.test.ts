// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PARTS, runParts } from './test.mjs';

const node = (code: string) => ['node', '-e', code];
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function run(parts: Parameters<typeof runParts>[0]) {
  let output = '';
  const begun = Date.now();
  const results = await runParts(parts, { write: (text) => (output += text) });
  const outcome = Object.fromEntries(results.map((r) => [r.part.name, r]));
  return { outcome, output, seconds: (Date.now() - begun) / 1000 };
}

describe('npm test’s parts', () => {
  it('start once what they need has passed, each line of their output under their name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-parts-'));
    folders.push(dir);
    const marker = JSON.stringify(join(dir, 'built'));
    const { outcome, output } = await run([
      {
        name: 'reads',
        what: 'reads what the build wrote',
        run: node(`require('fs').readFileSync(${marker}); console.log('read it')`),
        after: ['builds'],
      },
      {
        name: 'builds',
        what: 'writes after a while',
        run: node(`setTimeout(() => require('fs').writeFileSync(${marker}, ''), 300)`),
      },
    ]);
    expect(outcome.builds!.passed).toBe(true);
    expect(outcome.reads!.passed).toBe(true);
    expect(output).toContain('reads   │ read it\n');
  });

  it('stop at the first failure: a part running is stopped, one waiting on it never starts', async () => {
    const { outcome, seconds } = await run([
      { name: 'fails', what: 'fails at once', run: node('process.exit(3)') },
      { name: 'slow', what: 'would take a minute', run: node('setTimeout(() => {}, 60_000)') },
      { name: 'waits', what: 'needs the failed part', run: node(''), after: ['fails'] },
    ]);
    expect(outcome.fails!.passed).toBe(false);
    expect(outcome.slow!.passed).toBeNull();
    expect(outcome.waits).toMatchObject({ passed: null, seconds: 0 });
    expect(seconds).toBeLessThan(30);
  });

  it('stop a running part as Ctrl-C does, so it can stop what it started (Playwright its servers)', async () => {
    const marker = JSON.stringify(join(mkdtempSync(join(tmpdir(), 'stop-')), 'cleaned'));
    await run([
      { name: 'fails', what: 'fails soon', run: node('setTimeout(() => process.exit(3), 500)') },
      {
        name: 'cleans',
        what: 'cleans up when stopped',
        run: node(
          `process.on('SIGINT', () => { require('fs').writeFileSync(${marker}, ''); process.exit(1) }); setTimeout(() => {}, 60_000)`,
        ),
      },
    ]);
    expect(existsSync(JSON.parse(marker))).toBe(true);
  });

  it('run a part behind the others at a lower priority', async () => {
    const { output } = await run([
      {
        name: 'behind',
        what: '',
        run: node('console.log(require("os").getPriority())'),
        behind: true,
      },
      { name: 'ahead', what: '', run: node('console.log(require("os").getPriority())') },
    ]);
    const priority = (name: string) => Number(new RegExp(`${name} +│ (-?\\d+)`).exec(output)?.[1]);
    // Lower priority is a higher number; whatever the run's own (a test run may itself be behind).
    expect(priority('behind')).toBeGreaterThan(priority('ahead'));
  });

  it('are the whole suite, and the quick tier is types, lint, unit tests and the file checks', () => {
    expect(PARTS.map((part) => part.name)).toEqual(
      expect.arrayContaining([
        'types',
        'lint',
        'format',
        'builds',
        'unit',
        'files',
        'load',
        'chromium',
        'engines',
      ]),
    );
    expect(PARTS.filter((part) => part.quick).map((part) => part.name)).toEqual([
      'types',
      'lint',
      'builds',
      'unit',
      'files',
    ]);
    // Every part a part waits for is in the suite.
    const names = new Set(PARTS.map((part) => part.name));
    for (const part of PARTS)
      for (const needed of part.after ?? []) expect(names).toContain(needed);
  });
});
