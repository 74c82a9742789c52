// First step of `npm run build`: every collection of the collections table (lib/content/collections.ts)
// read from data/, parsed with its schema, its keys unique and its plain references checked, so a bad
// data file stops the build in seconds with the file and field (`data/sports/golf.json:
// stats.avgViewership: expected number`). `next build` then checks the richer rules as it renders.
import { collections } from '../lib/content/collections';
import { readCollection } from '../lib/content/read';

// A bad file is named once, even when several collections refer to it.
const found = new Set<string>();
for (const collection of Object.values(collections)) {
  try {
    readCollection(collection);
  } catch (error) {
    found.add(error instanceof Error ? error.message : String(error));
  }
}
const problems = [...found];
if (problems.length) {
  console.error(
    `The data files have ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}; fix ${problems.length === 1 ? 'it' : 'them'} and build again:`,
  );
  for (const p of problems) console.error(`- ${p}`);
  process.exit(1);
}
console.log(`data: ${Object.keys(collections).length} collections read and checked`);
