// Writes a synthetic league into a data folder (a throw-away copy's data/): reads the real records of
// each collection the generator fills, asks scripts/lib/synthetic-league.mjs for the records that
// bring the league to `factor` times today's, and adds them (one file per record in a folder
// collection, appended to the list of a list collection). Factor 1 or less adds nothing (today's data).
import fs from 'node:fs';
import path from 'node:path';
import { GENERATORS, syntheticLeague, targetCounts } from './synthetic-league.mjs';
import { writeJson } from './temp-project.mjs';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The records of each collection the generator fills, as they are in dataDir. */
export function readLeague(dataDir) {
  return Object.fromEntries(
    GENERATORS.map((g) => {
      if (!g.source.folder) return [g.name, readJson(path.join(dataDir, g.source.file))[g.source.list]];
      const folder = path.join(dataDir, g.source.folder);
      const files = fs.readdirSync(folder).filter((f) => f.endsWith('.json'));
      return [g.name, files.sort().map((f) => readJson(path.join(folder, f)))];
    }),
  );
}

/** Adds the synthetic records to dataDir; returns each collection's record count after. */
export function addSyntheticLeague(dataDir, factor, today = new Date().toISOString().slice(0, 10)) {
  const existing = readLeague(dataDir);
  const added = factor > 1 ? syntheticLeague(existing, targetCounts(factor), { today }) : {};
  for (const g of GENERATORS) {
    const records = added[g.name] ?? [];
    if (!records.length) continue;
    if (g.source.folder) {
      for (const r of records) writeJson(path.join(dataDir, g.source.folder, g.fileName(r)), r);
    } else {
      const file = path.join(dataDir, g.source.file);
      const content = readJson(file);
      content[g.source.list].push(...records);
      writeJson(file, content);
    }
  }
  return Object.fromEntries(GENERATORS.map((g) => [g.name, existing[g.name].length + (added[g.name]?.length ?? 0)]));
}
