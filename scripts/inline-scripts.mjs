// @ts-check
/**
 * The pages' inline scripts (src/browser/ read as they are, the page script without its comments,
 * and the form loader compiled from its TypeScript), allowed by their hashes in the CSP. Their text never changes with a build, so the
 * hashes can live in committed host configs.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** @param {string} name */
const read = (name) => readFileSync(new URL(`../src/browser/${name}`, import.meta.url), 'utf8');

/**
 * TypeScript's output for a source, without the comments, which are for readers of the source (a
 * visitor's phone downloads the script). The same source and TypeScript give the same text.
 * @param {string} file
 * @param {string} source
 */
function withoutComments(file, source) {
  // Loaded here, not on import: the local server reads the headers and needs no compiler.
  /** @type {typeof import('typescript')} */
  const ts = require('typescript');
  return ts.transpileModule(source, {
    fileName: file,
    compilerOptions: {
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      newLine: ts.NewLineKind.LineFeed,
      removeComments: true,
      // A script stays as sloppy or strict as it was written: no "use strict" added.
      alwaysStrict: false,
    },
  }).outputText;
}

/**
 * V8's compile hint (to other engines, a comment): the script's functions are compiled with it,
 * not lazily on their first call, which is often inside a visitor's tap.
 * @param {string} script
 */
const compiledOnLoad = (script) => `//# allFunctionsCalledOnLoad\n${script}`;

/**
 * A typed inline script: a module that exports one function and imports only types, compiled
 * alone and called with its own script element, whose data attributes are its arguments.
 * @param {string} file
 */
function compileInlineModule(file) {
  const outputText = withoutComments(file, readFileSync(file, 'utf8'));
  const exported = [...outputText.matchAll(/^export function (\w+)/gm)].map((match) => match[1]);
  if (exported.length !== 1 || /^(?:import\s|export (?!function))/m.test(outputText))
    throw new Error(`${file}: an inline script exports one function and imports only types`);
  const body = outputText.replace(/^export function/m, 'function').trim();
  return compiledOnLoad(`(() => {\n${body}\n${exported[0]}(document.currentScript);\n})();\n`);
}

/**
 * An inline script as the pages carry it: a typed module (.ts, above) compiled and called, a
 * plain script (.js) as it is written, each without its comments and compiled on load.
 * @param {string} file
 */
export const compileInlineScript = (file) =>
  file.endsWith('.ts')
    ? compileInlineModule(file)
    : compiledOnLoad(withoutComments(file, readFileSync(file, 'utf8')));

/** @param {string} path from the project's root */
const fromRoot = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** @type {string | undefined} */
let formLoader;
/** @type {string | undefined} */
let pageScript;

export const inlineScripts = {
  /**
   * The page's one gate for script (src/browser/enhance.css): the class "js" on the root, first
   * thing in <head>, before the body is drawn, so a page with scripts on never shows its
   * no-script stand-ins.
   */
  enhance: read('enhance-script.js'),
  /** Dialogs and their history entries. */
  get page() {
    return (pageScript ??= compileInlineScript(fromRoot('src/browser/page-script.js')));
  },
  /** The form's loading, its status and notices, and the draft until the form's code runs. */
  get formLoader() {
    return (formLoader ??= compileInlineScript(fromRoot('src/browser/form-loader.ts')));
  },
  /** Logs the missing path on the 404 page. */
  notFound: read('not-found-script.js'),
  /** Hides the site notice before its first day and after its last. */
  notice: read('notice-script.js'),
  /** Swaps a surge's words and notices in at its start and out at its end, with no rebuild. */
  surge: read('surge-script.js'),
  /** Speculation Rules: a same-site page is fetched when a visitor points at or touches its link. */
  speculation: read('speculation-rules.json'),
};

/** @param {string} text The CSP source that allows exactly this inline script. */
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** @type {string[] | undefined} */
let hashes;
/** The CSP sources of every inline script, computed once, when first asked for. */
export const inlineScriptHashes = () => (hashes ??= Object.values(inlineScripts).map(cspHash));
