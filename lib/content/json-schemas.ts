import { z } from '@/lib/zod';
import { collections, type Collections } from './collections';

/**
 * The JSON Schemas written to data/schemas/ for editors (completion and errors in their editor): one
 * per collection of the table, file name -> text, from its zod schema's input shape (what editors write).
 */
export function generateJsonSchemas(table: Collections = collections): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of Object.values(table)) {
    const json = z.toJSONSchema(c.schema, { io: 'input', unrepresentable: 'any' });
    out[c.jsonSchema] = `${JSON.stringify(json, null, 2)}\n`;
  }
  return out;
}
