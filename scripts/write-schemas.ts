// npm run schemas: writes data/schemas/<collection's jsonSchema> for every collection of lib/content/collections.ts.
import fs from 'node:fs';
import path from 'node:path';
import { generateJsonSchemas } from '../lib/content/json-schemas';

const dir = path.join(process.cwd(), 'data', 'schemas');
fs.mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(generateJsonSchemas())) {
  fs.writeFileSync(path.join(dir, file), text);
  console.log(`wrote data/schemas/${file}`);
}
