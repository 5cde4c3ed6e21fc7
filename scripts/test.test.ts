// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PARTS, runParts } from './test.mjs';

const node = (code: string) => ['node', '-e', code];
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function run(parts: Parameters<typeof runParts>[0], cores = 4) {
  let output = '';
  const results = await runParts(parts, { cores, write: (text) => (output += text) });
  const outcome = Object.fromEntries(results.map((r) => [r.part.name, r]));
  return { outcome, output };
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
    const { outcome } = await run([
      { name: 'fails', what: 'fails at once', run: node('process.exit(3)') },
      { name: 'slow', what: 'would take a minute', run: node('setTimeout(() => {}, 60_000)') },
      { name: 'waits', what: 'needs the failed part', run: node(''), after: ['fails'] },
    ]);
    expect(outcome.fails!.passed).toBe(false);
    // Stopped, not left to pass a minute later (which the test's own net would not wait for).
    expect(outcome.slow!.passed).toBeNull();
    expect(outcome.waits).toMatchObject({ passed: null, seconds: 0 });
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

  /** A part that prints when it starts and ends, by the clock of the machine the parts share. */
  const timed = (name: string, after?: string[]) => ({
    name,
    what: '',
    run: node(
      `console.log('start', Date.now()); setTimeout(() => console.log('end', Date.now()), 400)`,
    ),
    ...(after ? { after } : {}),
  });
  const spans = (output: string) =>
    Object.fromEntries(
      [...output.matchAll(/^(\S+) +│ (start|end) (\d+)$/gm)].reduce((all, [, name, which, at]) => {
        const span = all.get(name!) ?? { start: 0, end: 0 };
        span[which as 'start' | 'end'] = Number(at);
        return all.set(name!, span);
      }, new Map<string, { start: number; end: number }>()),
    );

  it('run no more side by side than the cores they are given, and pass that number on', async () => {
    const parts = ['a', 'b', 'c', 'd', 'e'].map((name) => timed(name));
    const { output } = await run(
      [
        ...parts,
        { name: 'told', what: '', run: node('console.log("cores", process.env.TEST_CORES)') },
        { name: 'look-up', what: '', run: node(''), light: true },
      ],
      2,
    );
    const found = Object.values(spans(output));
    expect(found).toHaveLength(5);
    for (const { start } of found)
      expect(
        found.filter((other) => other.start <= start && other.end > start).length,
      ).toBeLessThanOrEqual(2);
    expect(output).toContain('told    │ cores 2\n');
  });

  it('give a free core to the part first in their order, a part that waited for the one ended too', async () => {
    const { output } = await run(
      [timed('next', ['first']), timed('first'), timed('other'), timed('last')],
      1,
    );
    const order = Object.entries(spans(output))
      .sort(([, a], [, b]) => a.start - b.start)
      .map(([name]) => name);
    expect(order).toEqual(['first', 'next', 'other', 'last']);
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
    expect(
      PARTS.filter((part) => part.quick)
        .map((part) => part.name)
        .sort(),
    ).toEqual(['builds', 'files', 'lint', 'types', 'unit']);
    // The longest path through the run takes a free core first.
    expect(PARTS.map((part) => part.name).slice(0, 4)).toEqual([
      'builds',
      'browsers',
      'chromium',
      'engines',
    ]);
    // Every part a part waits for is in the suite.
    const names = new Set(PARTS.map((part) => part.name));
    for (const part of PARTS)
      for (const needed of part.after ?? []) expect(names).toContain(needed);
  });
});
