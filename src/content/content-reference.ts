import { cmsFields, type CmsField } from './cms-config.ts';
import { collections, MEDIA_FOLDER, type Collection } from './collections.ts';
import { CONTENT_ROOT } from './load-content.ts';
import { placeholderMeanings } from './placeholders.ts';

/** A pattern the schema holds a text to, as the owner would say it. */
function patternWords(pattern: string): string {
  if (pattern.includes('@')) return 'an e-mail address';
  if (pattern.includes('[0-5]\\d$')) return 'a time, 24-hour HH:MM';
  if (pattern === '\\?$') return 'text ending in "?"';
  if (pattern.includes('[ABCEGHJ-NPRSTVXY]'))
    return 'a postal-code area, its first three characters';
  if (pattern.startsWith('^[A-Z]\\d[A-Z]')) return 'a Canadian postal code';
  if (pattern === '^[A-Za-z0-9_-]+$') return 'letters, digits, "_" and "-"';
  if (pattern.includes('\\p{Lu}\\.$')) return 'a first name and an initial: "Maria K."';
  return `text of the form \`${pattern}\``;
}

/** What a field holds, in words: its kind, and what the schema allows of it. */
function kindOf(field: CmsField): string {
  const limits = [
    typeof field.min === 'number' ? `at least ${field.min}` : '',
    typeof field.max === 'number' ? `at most ${field.max}` : '',
  ].filter(Boolean);
  const counted = limits.length > 0 ? ` (${limits.join(', ')})` : '';
  switch (field.widget) {
    case 'select':
      return `one of ${(field.options as string[]).map((option) => `\`${option}\``).join(', ')}`;
    case 'relation':
      return field.multiple
        ? `${String(field.collection)} by file name, a list${counted}`
        : `one of the ${String(field.collection)}, by file name`;
    case 'number':
      return field.value_type === 'int' ? 'a whole number' : 'a number, decimals allowed';
    case 'boolean':
      return '`true` or `false`';
    case 'datetime':
      return 'a date, YYYY-MM-DD';
    case 'image':
      return `a photo in \`${CONTENT_ROOT}/${MEDIA_FOLDER}/\``;
    case 'file':
      return `a file in \`${CONTENT_ROOT}/${MEDIA_FOLDER}/\``;
    case 'markdown':
      return 'Markdown';
    case 'text':
      return 'longer text';
    case 'object':
      return 'a group';
    case 'list':
      return field.fields
        ? `a list of groups${counted}`
        : `a list of ${kindOf(field.field as CmsField)}${counted}`;
    default:
      return field.pattern ? patternWords((field.pattern as string[])[0]!) : 'text';
  }
}

function fieldLines(fields: CmsField[], depth = 0): string[] {
  const indent = '  '.repeat(depth);
  return fields.flatMap((field) => {
    const hint = typeof field.hint === 'string' ? ` ${field.hint.replace(/\s+/g, ' ')}` : '';
    const label = field.label === field.name ? '' : ` ${String(field.label)}.`;
    const line = `${indent}- \`${field.name}\` (${kindOf(field)}${field.required ? ', required' : ''}):${label}${hint}`;
    const inner = (field.fields as CmsField[] | undefined) ?? [];
    return [line.replace(/:$/, ''), ...fieldLines(inner, depth + 1)];
  });
}

function collectionSection(name: string, collection: Collection): string[] {
  const folder = `${CONTENT_ROOT}/${collection.folder}`;
  const head = [`## ${collection.label}: \`${folder}/\``, '', collection.description, ''];
  if (collection.kind === 'files')
    return [
      ...head,
      ...Object.values(collection.files).flatMap((spec) => [
        `### ${spec.label}: \`${folder}/${spec.file}\``,
        '',
        ...fieldLines(cmsFields(spec.schema)),
        ...Object.entries(spec.placeholders ?? {}).map(
          ([where, names]) =>
            `- In \`${where}\`, besides the site's placeholders: ${names.map((n) => `\`{{${n}}}\``).join(', ')}`,
        ),
        '',
      ]),
    ];
  const ext = collection.format === 'md' ? 'Markdown with front matter' : 'JSON';
  return [
    ...head,
    `One file an entry, \`${folder}/<name>.${collection.format}\` (${ext}); the editor names a new one from its \`${collection.identifier}\` (Editor: ${name}).`,
    '',
    ...fieldLines(cmsFields(collection.schema)),
    '',
  ];
}

/** The site's placeholders: what a long text may name, and what each becomes. */
const placeholderSection = () => [
  "## The site's placeholders",
  '',
  'A long text (a story, a page\'s paragraphs, a legal text) may name a fact of the settings or the offices as `{{name}}`; the build writes the fact in its place, so a text never goes on saying what the settings no longer do. A name not in this list stops the build, with the names that exist. Some fields take placeholders of their own as well, listed with them below ("besides the site\'s placeholders").',
  '',
  ...Object.entries(placeholderMeanings).map(([name, meaning]) => `- \`{{${name}}}\`: ${meaning}`),
  '',
];

/**
 * The reference of every folder and field of content/, from the same schemas as the loader and
 * the editor: docs/content-reference.md is this text, and a test fails when it is stale.
 */
export function contentReference(): string {
  return [
    '# The content reference',
    '',
    '<!-- Generated from the schemas (src/content/schema/, src/content/collections.ts): do not edit. Run "npm run docs" after changing a schema; "npm test" fails while this file is stale. -->',
    '',
    'Every folder of `content/` and every field its files may hold, with what the build accepts. The editor at `/admin/` shows the same fields, with the same names and hints. A field not marked required may be left out.',
    '',
    ...placeholderSection(),
    ...Object.entries(collections).flatMap(([name, collection]) =>
      collectionSection(name, collection),
    ),
  ].join('\n');
}
