// First step of `npm run build`: every collection of the collections table (lib/content/collections.ts)
// read from data/, parsed with its schema, its keys unique and its plain references checked, then,
// when every file reads, the rule-checked references (an event's athletes play its sport, a captain is
// on her team's roster...) by the admin console's check over the same files. So a bad data file stops
// the build in seconds with the file and field (`data/sports/golf.json: stats.avgViewership: expected
// number`), and every problem is listed at once, not one per build. Then warnings (a featured home
// event that has ended), which never fail the build.
import { checkContentFiles } from '../lib/content/check';
import { collectionLabel, collections } from '../lib/content/collections';
import { contentFileTexts } from '../lib/content/file-texts';
import { readCollection } from '../lib/content/read';
import { getHomeFeaturedEvents } from '../lib/content/tickets';
import { endedFeaturedEventWarnings } from '../lib/content/warnings';
import { BUILD_TIME } from '../lib/time/phase';

// A bad file is named once, even when several collections refer to it.
const found = new Set<string>();
for (const collection of Object.values(collections)) {
  try {
    readCollection(collection);
  } catch (error) {
    found.add(error instanceof Error ? error.message : String(error));
  }
}
if (found.size === 0) for (const problem of checkContentFiles(contentFileTexts(), collections, BUILD_TIME)) found.add(problem);
const problems = [...found];
if (problems.length) {
  console.error(
    `The data files have ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}; fix ${problems.length === 1 ? 'it' : 'them'} and build again:`,
  );
  for (const p of problems) console.error(`- ${p}`);
  process.exit(1);
}
console.log(`data: ${Object.keys(collections).length} collections read and checked`);
// Content that has aged since its last edit: said, never a failure (the build must not go red by itself).
const warnings = endedFeaturedEventWarnings(collectionLabel(collections.site), getHomeFeaturedEvents(), BUILD_TIME);
for (const w of warnings) console.warn(`Warning: ${w}`);
