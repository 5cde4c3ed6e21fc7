import type { ElementHandle, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** IBM's Equal Access engine as one script, read once (it is 0.7 MB). */
let engine: string | undefined;
const engineScript = () =>
  (engine ??= readFileSync(
    createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'),
    'utf8',
  ));

/**
 * Reports of IBM's engine checked in a browser and found false, each with why
 * (docs/accessibility-checks.md says more): a rule, and the element it names.
 */
export const IBM_FALSE_REPORTS: ReadonlyArray<{ rule: string; path: RegExp; why: string }> = [
  {
    rule: 'input_label_exists',
    path: /\/details\[1\]\/div\[1\]\/select\[1\]$/,
    why: 'The "Show steps for" select of a closed "While you wait" section: its <label for> is there, the browser names it so once the section is open, and IBM reports it only while the section is closed, when neither is shown nor in the accessibility tree.',
  },
];

interface IbmResult {
  ruleId: string;
  reasonId: string;
  value: [string, string];
  path: { dom: string };
  message: string;
}

/**
 * What IBM's engine finds under its IBM_Accessibility policy on the page (or inside `include`),
 * violations only, less the false reports above. It runs in the page by the DevTools protocol, as
 * axe does, so the page's own policy, which allows no inline script, is not asked.
 */
export async function ibmViolations(
  page: Page,
  include?: string | ElementHandle<Node>,
): Promise<string[]> {
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(engineScript());
  const results = await page.evaluate(async (scope) => {
    const { Checker } = (window as unknown as { ace: { Checker: new () => IbmChecker } }).ace;
    const root = typeof scope === 'string' ? document.querySelector(scope) : (scope ?? document);
    if (!root) throw new Error(`Nothing matches ${scope} to check`);
    return (await new Checker().check(root, ['IBM_Accessibility'])).results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map(({ ruleId, reasonId, value, path, message }) => ({
        ruleId,
        reasonId,
        value,
        path,
        message,
      }));
  }, include);
  return results
    .filter(
      (result) =>
        !IBM_FALSE_REPORTS.some(
          (known) => known.rule === result.ruleId && known.path.test(result.path.dom),
        ),
    )
    .map((result) => `IBM ${result.ruleId}: ${result.path.dom} (${result.message})`);
}

interface IbmChecker {
  check(root: Node, policies: string[]): Promise<{ results: IbmResult[] }>;
}
