import { z } from '@/lib/zod';
import { collections, type Collections } from './collections';

/**
 * The JSON Schemas written to data/schemas/ for editors (completion and errors in their editor): one
 * per collection of the table, file name -> text, from its zod schema's input shape (what editors write).
 * Every object allows only its schema's fields (`additionalProperties: false`), as the build refuses
 * any other (./unknown-fields.ts), so an editor's IDE underlines a misspelt field as it is typed.
 */
export function generateJsonSchemas(table: Collections = collections): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of Object.values(table)) {
    const json = z.toJSONSchema(c.schema, {
      io: 'input',
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        const def = zodSchema._zod.def;
        if (def.type === 'object' && def.catchall === undefined) jsonSchema.additionalProperties = false;
      },
    });
    out[c.jsonSchema] = `${JSON.stringify(json, null, 2)}\n`;
  }
  return out;
}
