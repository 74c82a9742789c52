/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { generateJsonSchemas } from '@/lib/schemas/json-schemas';

describe('JSON Schemas for editors', () => {
  it('the committed data/schemas match the zod schemas (run `npm run schemas` after a schema change)', () => {
    for (const [file, text] of Object.entries(generateJsonSchemas())) {
      const committed = fs.readFileSync(path.join(process.cwd(), 'data', 'schemas', file), 'utf8');
      expect({ file, text: committed }).toEqual({ file, text });
    }
  });

  it('every data file points at its schema with $schema', () => {
    const check = (dir: string, expected: string) => {
      for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
        const json = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
        expect({ f, schema: json.$schema }).toEqual({ f, schema: expected });
      }
    };
    check(path.join(process.cwd(), 'data', 'sports'), '../schemas/sport.schema.json');
    check(path.join(process.cwd(), 'data', 'events'), '../schemas/special-event.schema.json');
  });
});
