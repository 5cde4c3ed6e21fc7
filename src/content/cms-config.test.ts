// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cmsConfig, type CmsField } from './cms-config';
import { collections } from './collections';

const config = cmsConfig({
  backend: { name: 'github', repo: 'owner/site', branch: 'main' },
  siteUrl: 'https://www.example.com',
});

type AnyField = z.ZodType & { def: { type: string; innerType?: AnyField; element?: AnyField } };

/** The schema field without its optional wrapper. */
const unwrap = (field: AnyField): AnyField =>
  field.def.type === 'optional' ? unwrap(field.def.innerType!) : field;

/** Every number field met by the walk below: the schema's kind of number and the editor's. */
const numbers: Array<{ where: string; whole: boolean; valueType: unknown }> = [];

/** A number field (or a list of them) as the schema and the editor see it. */
function numbersIn(inner: AnyField, editor: CmsField, where: string) {
  const element = inner instanceof z.ZodArray ? unwrap(inner.def.element as AnyField) : inner;
  const field = inner instanceof z.ZodArray ? (editor.field as CmsField) : editor;
  return element instanceof z.ZodNumber
    ? [{ where, whole: Boolean(element.isInt), valueType: field.value_type }]
    : [];
}

/**
 * Walks a schema's fields, not the JSON Schema the editor's config is made from, and finds each in
 * the editor's fields with the same name and the same "required"; nested objects and lists of
 * objects too. No editor field without a schema field.
 */
function expectSameFields(
  schema: z.ZodType,
  fields: CmsField[],
  where: string,
  inOptional = false,
) {
  // A schema that shapes what it reads is a pipe: the editor edits what goes in.
  const input = schema instanceof z.ZodPipe ? schema.in : schema;
  if (!(input instanceof z.ZodObject)) throw new Error(`${where} is no object of fields`);
  const shape = input.shape as Record<string, AnyField>;
  expect(fields.map((field) => field.name).sort(), where).toEqual(Object.keys(shape).sort());
  for (const [name, field] of Object.entries(shape)) {
    const editor = fields.find((candidate) => candidate.name === name)!;
    const required = !field.safeParse(undefined).success;
    // Inside an optional group nothing is required in the editor (the build checks the group).
    expect(editor.required, `${where}.${name} required`).toBe(required && !inOptional);
    const inner = unwrap(field);
    numbers.push(...numbersIn(inner, editor, `${where}.${name}`));
    const nested = inOptional || !required;
    if (inner instanceof z.ZodObject)
      expectSameFields(inner, editor.fields as CmsField[], `${where}.${name}`, nested);
    if (inner instanceof z.ZodArray && inner.def.element instanceof z.ZodObject)
      expectSameFields(
        inner.def.element,
        editor.fields as CmsField[],
        `${where}.${name}[]`,
        nested,
      );
  }
}

/** Every collection's schema against its editor fields. */
function compareAll() {
  numbers.length = 0;
  for (const [name, collection] of Object.entries(collections)) {
    const editor = config.collections.find((c) => c.name === name)!;
    expect(editor, name).toBeDefined();
    if (collection.kind === 'folder') {
      expect(editor).toMatchObject({ folder: `content/${collection.folder}`, create: true });
      expectSameFields(collection.schema, (editor as { fields: CmsField[] }).fields, name);
    } else {
      const files = (editor as { files: Array<{ name: string; file: string; fields: CmsField[] }> })
        .files;
      for (const [id, spec] of Object.entries(collection.files)) {
        const file = files.find((candidate) => candidate.name === id)!;
        expect(file.file).toBe(`content/${collection.folder}/${spec.file}`);
        expect(existsSync(file.file), file.file).toBe(true);
        expectSameFields(spec.schema, file.fields, `${name}/${id}`);
      }
    }
  }
}

describe("the editor's config", () => {
  it('has a field for every schema field, required where the schema requires it, in every collection', () => {
    compareAll();
    expect(config.collections).toHaveLength(Object.keys(collections).length);
  });

  it('keeps what is typed in every number field: decimals where the schema takes them, whole numbers only where it asks for them', () => {
    compareAll();
    expect(numbers.length).toBeGreaterThan(0);
    for (const { where, whole, valueType } of numbers)
      expect(valueType, where).toBe(whole ? 'int' : 'float');
    expect(numbers.filter(({ whole }) => !whole).map(({ where }) => where)).toContain(
      'offices.latitude',
    );
  });

  it('chooses from the services and offices where a field names one, and edits dates and photos with their widgets', () => {
    const jobs = config.collections.find((c) => c.name === 'jobs') as { fields: CmsField[] };
    const field = (name: string) => jobs.fields.find((f) => f.name === name)!;
    expect(field('service')).toMatchObject({ widget: 'relation', collection: 'services' });
    expect(field('office')).toMatchObject({ widget: 'relation', collection: 'offices' });
    expect(field('date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    expect((field('before').fields as CmsField[]).find((f) => f.name === 'image')).toMatchObject({
      widget: 'image',
      required: true,
    });
    expect(field('body')).toMatchObject({ widget: 'markdown', required: true });
    const offices = config.collections.find((c) => c.name === 'offices') as { fields: CmsField[] };
    expect(offices.fields.find((f) => f.name === 'services')).toMatchObject({
      widget: 'relation',
      collection: 'services',
      multiple: true,
      required: false,
    });
  });

  it('saves to the git host in production, with no local proxy to run (the editor opens the folder itself)', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main' });
    expect(config).not.toHaveProperty('local_backend');
  });

  it('signs in to GitHub with a token unless an OAuth piece is named, and to GitLab with PKCE', () => {
    expect(config.backend).toMatchObject({ auth_methods: ['token'] });
    const oauth = cmsConfig({
      backend: {
        name: 'github',
        repo: 'owner/site',
        branch: 'main',
        authUrl: 'https://auth.example.com',
      },
      siteUrl: 'https://www.example.com',
    });
    expect(oauth.backend).toMatchObject({ base_url: 'https://auth.example.com' });
    expect(oauth.backend).not.toHaveProperty('auth_methods');
    const gitlab = cmsConfig({
      backend: { name: 'gitlab', repo: 'owner/site', branch: 'main', appId: 'app-id' },
      siteUrl: 'https://www.example.com',
    });
    expect(gitlab.backend).toMatchObject({ auth_type: 'pkce', app_id: 'app-id' });
    expect(gitlab.backend).not.toHaveProperty('auth_methods');
    expect(config.media_folder).toBe('content/media');
  });
});
