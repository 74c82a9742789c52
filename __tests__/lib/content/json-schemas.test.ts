/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { collections, schemaRef } from '@/lib/content/collections';
import { generateJsonSchemas } from '@/lib/content/json-schemas';

const data = path.join(process.cwd(), 'data');

/** Every file of a collection, relative to data/. */
function filesOf(c: (typeof collections)[keyof typeof collections]): string[] {
  if (c.source.shape !== 'folder') return [c.source.file];
  const { dir } = c.source;
  return fs
    .readdirSync(path.join(data, dir))
    .filter((n) => n.endsWith('.json'))
    .map((n) => `${dir}/${n}`);
}

describe('JSON Schemas for editors', () => {
  it('the committed data/schemas match the zod schemas (run `npm run schemas` after a schema change)', () => {
    const generated = generateJsonSchemas();
    expect(Object.keys(generated).sort()).toEqual(fs.readdirSync(path.join(data, 'schemas')).sort());
    for (const [file, text] of Object.entries(generated)) {
      const committed = fs.readFileSync(path.join(data, 'schemas', file), 'utf8');
      expect({ file, text: committed }).toEqual({ file, text });
    }
  });

  it("every data file points at its collection's schema with $schema", () => {
    for (const c of Object.values(collections)) {
      for (const file of filesOf(c)) {
        const json = JSON.parse(fs.readFileSync(path.join(data, file), 'utf8'));
        expect({ file, schema: json.$schema }).toEqual({ file, schema: schemaRef(c) });
      }
    }
  });
});
