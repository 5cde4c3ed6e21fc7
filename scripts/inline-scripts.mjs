// @ts-check
/**
 * The pages' inline scripts (src/inline/ read as they are, and the form loader compiled from its
 * TypeScript), allowed by their hashes in the CSP. Their text never changes with a build, so the
 * hashes can live in committed host configs.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** @param {string} name */
const read = (name) => readFileSync(new URL(`../src/inline/${name}`, import.meta.url), 'utf8');

/**
 * A typed inline script: a module that exports one function and imports only types, compiled
 * alone (the same TypeScript gives the same text, so the same hash) and called with its own
 * script element, whose data attributes are its arguments.
 * @param {string} file
 */
export function compileInlineModule(file) {
  // Loaded here, not on import: the local server reads the headers and needs no compiler.
  /** @type {typeof import('typescript')} */
  const ts = require('typescript');
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      newLine: ts.NewLineKind.LineFeed,
      // The comments are for readers of the source; a visitor's phone downloads the script.
      removeComments: true,
    },
  });
  const exported = [...outputText.matchAll(/^export function (\w+)/gm)].map((match) => match[1]);
  if (exported.length !== 1 || /^(?:import\s|export (?!function))/m.test(outputText))
    throw new Error(`${file}: an inline script exports one function and imports only types`);
  const body = outputText.replace(/^export function/m, 'function').trim();
  return `(() => {\n${body}\n${exported[0]}(document.currentScript);\n})();\n`;
}

/** The form loader, as the pages inline it. */
export const FORM_LOADER_FILE = fileURLToPath(
  new URL('../src/forms/form-loader.ts', import.meta.url),
);

/** @type {string | undefined} */
let formLoader;

export const inlineScripts = {
  /**
   * The page's one gate for script (src/inline/enhance.css): the class "js" on the root, first
   * thing in <head>, before the body is drawn, so a page with scripts on never shows its
   * no-script stand-ins.
   */
  enhance: read('enhance-script.js'),
  /** Dialogs and their history entries. */
  page: read('page-script.js'),
  /** The form's loading, its status and notices, and the draft until the form's code runs. */
  get formLoader() {
    return (formLoader ??= compileInlineModule(FORM_LOADER_FILE));
  },
  /** Logs the missing path on the 404 page. */
  notFound: read('not-found-script.js'),
  /** Hides the site notice before its first day and after its last. */
  notice: read('notice-script.js'),
  /** Speculation Rules: a same-site page is fetched when a visitor points at or touches its link. */
  speculation: read('speculation-rules.json'),
};

/** @param {string} text The CSP source that allows exactly this inline script. */
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** @type {string[] | undefined} */
let hashes;
/** The CSP sources of every inline script, computed once, when first asked for. */
export const inlineScriptHashes = () => (hashes ??= Object.values(inlineScripts).map(cspHash));
