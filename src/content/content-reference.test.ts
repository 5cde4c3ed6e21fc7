// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cmsFields } from './cms-config';
import { collections } from './collections';
import { contentReference } from './content-reference';
import { placeholderMeanings } from './placeholders';

describe('the content reference (docs/content-reference.md)', () => {
  const reference = contentReference();

  it('names every folder, every file and every field of every schema', () => {
    for (const collection of Object.values(collections)) {
      expect(reference).toContain(`content/${collection.folder}/`);
      const schemas =
        collection.kind === 'files'
          ? Object.values(collection.files).map((spec) => spec.schema)
          : [collection.schema];
      for (const schema of schemas) {
        const names = (fields: ReturnType<typeof cmsFields>): string[] =>
          fields.flatMap((field) => [
            field.name,
            ...names((field.fields as typeof fields | undefined) ?? []),
          ]);
        for (const name of names(cmsFields(schema))) expect(reference).toContain(`\`${name}\``);
      }
    }
  });

  it("lists the site's placeholders, each with what it becomes", () => {
    const section = reference.slice(
      reference.indexOf("## The site's placeholders"),
      reference.indexOf('## ', reference.indexOf("## The site's placeholders") + 3),
    );
    for (const [name, meaning] of Object.entries(placeholderMeanings))
      expect(section).toContain(`- \`{{${name}}}\`: ${meaning}`);
  });

  it('is the file in docs/, written after the last change to a schema ("npm run docs")', async () => {
    await expect(reference).toMatchFileSnapshot('../../docs/content-reference.md');
  });
});
