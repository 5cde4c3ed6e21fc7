import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The layers of src/, lowest first: a file imports only from its own layer and those below it.
// `lib` is plain functions and types that know nothing of the product; `domain` the product's own
// terms that need no content (the spec's strings, the kinds of emergency, the lead events, hours,
// places, which office serves a place); the forms' kinds are data the content's schemas read;
// `components/ui` builds on `lib` alone. The forms are sending, then the engine, then their parts
// on screen, then the islands; `browser` holds every script the browser runs first. The entry
// points (src/*.tsx) and `admin` sit on top.
const layers = [
  ['lib'],
  ['domain'],
  ['form-kinds'],
  ['content/schema'],
  ['content', 'config'],
  ['analytics'],
  ['leads'],
  ['components/ui'],
  ['components'],
  ['forms/sending'],
  ['forms/engine'],
  ['forms/parts'],
  ['forms/islands'],
  ['browser'],
  ['dialogs'],
  ['sections'],
  ['pages'],
  ['seo'],
  ['admin'],
];
const nested = (dir) => layers.flat().filter((other) => other.startsWith(`${dir}/`));
const layerZones = layers.flatMap((targets, level) =>
  targets.flatMap((target) =>
    layers.slice(level + 1).flatMap((above) =>
      above.map((from) => ({
        // A folder's sub-layers are layers of their own: a target is its files alone then.
        target: nested(target).length > 0 ? `./src/${target}/*.*` : `./src/${target}`,
        from: `./src/${from}`,
        // A folder's sub-layers are not part of it (content/schema is below content).
        except: nested(from).map((inner) => `./${inner.slice(from.length + 1)}`),
        message: `src/${target} is below src/${from} (layers in eslint.config.js): move the shared part down, or pass it in`,
      })),
    ),
  ),
);
export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'test-results', 'playwright-report', '.bench', '.tmp'] },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['error', 'warn'] }],
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs}', 'scripts/**/*.mjs'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
      ],
      // no-cycle reads the imported files too, TypeScript among them.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // A function a newcomer reads in one sitting: longer ones are split where they change subject.
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  {
    // The site's content reaches neither plain functions nor the building blocks: they take it as
    // arguments.
    files: [
      'src/lib/**',
      'src/domain/**',
      'src/components/ui/**',
      'src/content/schema/**',
      'src/form-kinds/**',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'virtual:site-content', message: 'pass the content in as arguments' }] },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
