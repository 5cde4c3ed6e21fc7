import { z } from 'zod';
import { collections, MEDIA_FOLDER, MEDIA_PUBLIC, type Collection } from './collections.ts';
import { CONTENT_ROOT } from './load-content.ts';

/** A JSON Schema node as Zod writes it, with the editor's metadata (schema/fields.ts). */
interface Node {
  type?: string;
  title?: string;
  description?: string;
  widget?: 'text' | 'markdown' | 'image' | 'file' | 'datetime' | 'datetime-local';
  relation?: 'services' | 'offices';
  enum?: string[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node | false;
  prefixItems?: Node[];
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  minLength?: number;
}

export type CmsField = Record<string, unknown> & { name: string; widget: string };

const humanize = (name: string) =>
  name.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());

/**
 * The editor's field for one schema field: required where the schema requires it. Inside an
 * optional group (a notice, a rental's action) nothing is required in the editor, which would
 * otherwise refuse to save an entry without the group; the build still checks a group that is there.
 */
function fieldOf(name: string, node: Node, required: boolean, inOptional = false): CmsField {
  const base = {
    name,
    label: node.title ?? humanize(name),
    ...(node.description ? { hint: node.description } : {}),
    required,
  };
  if (node.enum) return { ...base, widget: 'select', options: node.enum };
  // A reference, or a list of them: a choice among the other collection's entries.
  const relation = node.relation ?? (node.items || undefined)?.relation;
  if (relation) {
    const target = collections[relation];
    return {
      ...base,
      widget: 'relation',
      collection: relation,
      value_field: '{{slug}}',
      search_fields: [target.identifier],
      display_fields: [target.identifier],
      ...(node.type === 'array'
        ? { multiple: true, ...(node.minItems ? { min: node.minItems } : {}) }
        : {}),
    };
  }
  switch (node.type) {
    case 'number':
    case 'integer':
      // A latitude is 51.0447: only a schema's whole numbers are whole in the editor.
      return { ...base, widget: 'number', value_type: node.type === 'integer' ? 'int' : 'float' };
    case 'boolean':
      return { ...base, widget: 'boolean', default: false };
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(node, inOptional || !required) };
    case 'array': {
      const item = node.prefixItems?.[0] ?? (node.items || { type: 'string' });
      const limits = {
        ...(node.minItems ? { min: node.minItems } : {}),
        ...(node.maxItems ? { max: node.maxItems } : {}),
      };
      return item.type === 'object'
        ? { ...base, ...limits, widget: 'list', fields: fieldsOf(item, inOptional || !required) }
        : {
            ...base,
            ...limits,
            widget: 'list',
            field: fieldOf(name, item, !inOptional, inOptional),
          };
    }
    default:
      if (node.widget === 'datetime')
        return {
          ...base,
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          date_format: 'YYYY-MM-DD',
          time_format: false,
        };
      if (node.widget === 'datetime-local')
        return {
          ...base,
          widget: 'datetime',
          format: 'YYYY-MM-DDTHH:mm',
          date_format: 'YYYY-MM-DD',
          time_format: 'HH:mm',
          picker_utc: false,
        };
      if (node.widget === 'image') return { ...base, widget: 'image', choose_url: false };
      if (node.widget === 'file') return { ...base, widget: 'file', choose_url: false };
      if (node.widget === 'markdown')
        return {
          ...base,
          widget: 'markdown',
          buttons: ['heading-two', 'bulleted-list', 'numbered-list'],
          editor_components: [],
          modes: ['rich_text', 'raw'],
        };
      return {
        ...base,
        widget: node.widget === 'text' ? 'text' : 'string',
        ...(node.pattern ? { pattern: [node.pattern, 'Check the format'] } : {}),
      };
  }
}

function fieldsOf(node: Node, inOptional = false): CmsField[] {
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, child, !inOptional && (node.required?.includes(name) ?? false), inOptional),
  );
}

/** The editor's fields of a schema, generated so the editor and the build never disagree. */
export const cmsFields = (schema: z.ZodType): CmsField[] =>
  fieldsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node);

const format = (file: string) => (file.endsWith('.md') ? 'frontmatter' : 'json');

function collectionConfig(name: string, collection: Collection) {
  const folder = `${CONTENT_ROOT}/${collection.folder}`;
  if (collection.kind === 'files')
    return {
      name,
      label: collection.label,
      description: collection.description,
      files: Object.entries(collection.files).map(([id, spec]) => ({
        name: id,
        label: spec.label,
        file: `${folder}/${spec.file}`,
        format: format(spec.file),
        fields: cmsFields(spec.schema),
      })),
    };
  return {
    name,
    label: collection.label,
    label_singular: collection.labelSingular,
    description: collection.description,
    folder,
    extension: collection.format,
    format: collection.format === 'md' ? 'frontmatter' : 'json',
    create: true,
    delete: true,
    identifier_field: collection.identifier,
    slug: '{{slug}}',
    ...(collection.sortBy ? { sortable_fields: [collection.sortBy, collection.identifier] } : {}),
    fields: cmsFields(collection.schema),
  };
}

export interface CmsBackend {
  /** "github" or "gitlab". */
  name: 'github' | 'gitlab';
  /** "owner/name" of the site's repository. */
  repo: string;
  branch: string;
  /** GitHub: the OAuth piece's address (see the README), without a path. */
  authUrl?: string;
  /** GitLab: the OAuth application's id; the editor logs in with PKCE, no server piece needed. */
  appId?: string;
}

/**
 * The editor's config (`admin/config.yml`, in the shape Decap CMS defined and Sveltia CMS reads):
 * the git host in production, and one collection per folder of content/. On this machine
 * (`npm run edit`) the editor works on the folder itself instead.
 */
export function cmsConfig(options: { backend: CmsBackend; siteUrl: string }) {
  const { backend } = options;
  const order = [
    'settings',
    'offices',
    'towns',
    'services',
    'guides',
    'testimonials',
    'certifications',
    'jobs',
    'openings',
    'documents',
    'papers',
    'pages',
    'legal',
  ] as const;
  return {
    backend: {
      name: backend.name,
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
      // GitHub without an OAuth piece of the owner's: a fine-grained token is the one way in, and
      // the editor offers no "Sign In with GitHub" that would lead to a login nobody set up.
      ...(backend.name === 'github' && !backend.authUrl ? { auth_methods: ['token'] } : {}),
      ...(backend.appId ? { auth_type: 'pkce', app_id: backend.appId } : {}),
      commit_messages: {
        create: 'Add {{collection}} “{{slug}}”',
        update: 'Edit {{collection}} “{{slug}}”',
        delete: 'Remove {{collection}} “{{slug}}”',
        uploadMedia: 'Add photo “{{path}}”',
        deleteMedia: 'Remove photo “{{path}}”',
      },
    },
    publish_mode: 'simple',
    // An optional field left empty is left out of the file, as the schemas expect, not "" or null.
    output: { omit_empty_optional_fields: true },
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    media_folder: `${CONTENT_ROOT}/${MEDIA_FOLDER}`,
    public_folder: MEDIA_PUBLIC,
    collections: order.map((name) => collectionConfig(name, collections[name])),
  };
}
