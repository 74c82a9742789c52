/**
 * The data files' checks as pure functions over file texts: parse each with its collection's schema,
 * keys unique, a folder record's key equal to its file name, plain references naming a record, and
 * the rule-checked references the build's loaders check (./rule-refs.ts, the same functions). The
 * build reads data/ from disk through ./read.ts, which uses these; the admin console runs
 * `checkContentFiles` over its drafts, so both give the same message for the same mistake
 * (`data/tickets.json: events.2.sport: unknown sport "golfing" (expected the name of a file in data/sports)`).
 * Browser-safe: no node:fs.
 */
import type { z } from '@/lib/zod';
import { collectionLabel, collections as theTable, uniqueFields, type Collection, type Collections } from './collections';
import { realClock } from '@/lib/time/clock';
import { describeJsonError } from './json-position';
import { describeUnknownFields } from './unknown-fields';
import { assertKeyIsFileName, assertReferences } from './refs';
import { assertTeamRules, type TeamRefs } from '@/lib/teams/rules';
import { assertLiveContestants, assertSportRules, assertTicketRules, assertWinnerRules, type ArticleIndex, type AthleteIndex } from './rule-refs';

/** "stats.avgViewership: expected number, received string" for each issue, joined by "; ". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? issue.path.map(String).join('.') : '(root)';
      return `${where}: ${issue.message.replace(/^Invalid input: /, '')}`;
    })
    .join('; ');
}

/** Parse JSON text with a schema; every failure names the file and the field path, a field the schema does not have too. */
export function parseContent<S extends z.ZodType>(label: string, text: string, schema: S): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new Error(`${label}: ${describeJsonError(text, err)}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new Error(`${label}: ${describeIssues(result.error)}`);
  // zod drops a field it does not know: a misspelt one would be published and do nothing.
  const unknown = describeUnknownFields(schema, raw, result.data);
  if (unknown.length) throw new Error(`${label}: ${unknown.join('; ')}`);
  return result.data;
}

/** Throw when two entries share a key: ids and slugs must be unique across a collection. */
export function assertUnique<T>(label: string, items: T[], key: (item: T) => string | number, field: string): void {
  const seen = new Set<string | number>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) throw new Error(`${label}: ${field}: duplicate value ${JSON.stringify(k)}`);
    seen.add(k);
  }
}

/**
 * Throw when two files of a folder share a value of `field`, naming both:
 * `data/sports/putting.json: id: duplicate value 13 (data/sports/golf.json has it too)`.
 */
export function assertUniqueFiles(label: string, files: readonly { file: string; value: unknown }[], field: string): void {
  const seen = new Map<string | number, string>();
  for (const { file, value } of files) {
    const k = keyValue(value, field);
    const first = seen.get(k);
    if (first !== undefined) throw new Error(`${label}/${file}: ${field}: duplicate value ${JSON.stringify(k)} (${label}/${first} has it too)`);
    seen.set(k, file);
  }
}

/** A record's value for a field (its key). */
export function keyValue(record: unknown, name: string): string | number {
  return (record as Record<string, string | number>)[name]!;
}

/** The data files by repository path (`data/tickets.json`, `data/sports/golf.json`) and their text. */
export type ContentFiles = Readonly<Record<string, string>>;

/** The repository paths of a collection's files among `files`, in file-name order. */
export function filesOfCollection(c: Collection, files: ContentFiles): string[] {
  if (c.source.shape !== 'folder') return Object.hasOwn(files, `data/${c.source.file}`) ? [`data/${c.source.file}`] : [];
  const prefix = `data/${c.source.dir}/`;
  return Object.keys(files)
    .filter((p) => p.startsWith(prefix) && p.endsWith('.json') && !p.slice(prefix.length).includes('/'))
    .sort();
}

/** One collection's files parsed and checked alone (schema, keys unique, key = file name); its records, or the problem. */
function readInMemory(c: Collection, files: ContentFiles): { records: unknown[]; values: unknown[] } | { problem: string } {
  try {
    const label = collectionLabel(c);
    if (c.source.shape === 'folder') {
      const read = filesOfCollection(c, files).map((p) => ({ file: p.slice(label.length + 1), value: parseContent(p, files[p]!, c.schema) }));
      const key = c.key;
      if (key) for (const { file, value } of read) assertKeyIsFileName(label, file, String(keyValue(value, key)), key);
      for (const field of uniqueFields(c)) assertUniqueFiles(label, read, field);
      return { records: read.map((f) => f.value), values: read.map((f) => f.value) };
    }
    const text = files[label];
    if (text === undefined) throw new Error(`${label}: file not found`);
    const value = parseContent(label, text, c.schema);
    if (c.source.shape === 'single') return { records: [value], values: [value] };
    const list = (value as Record<string, unknown[]>)[c.source.list]!;
    for (const field of uniqueFields(c)) assertUnique(label, list, (r) => keyValue(r, field), `${c.source.list}.${field}`);
    return { records: list, values: [value] };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/** What the rules of ./rule-refs.ts read of other collections, from the records in memory. */
interface RuleInputs {
  athletes: () => AthleteIndex;
  articles: () => ArticleIndex;
  sports: () => ReadonlySet<string | number>;
  sportNames: () => ReadonlyMap<string, string>;
  /** Today, for the rules that compare dates with it (a winner is of an event already held). */
  now: number;
}

/**
 * The rule-checked references of one file (the table's `check: { rule }`), by the functions the
 * build's loaders call (./sports.ts, ./tickets.ts, ./winners.ts, ./teams.ts), so a draft is refused in the
 * words the build would use.
 */
function assertRules(c: Collection, label: string, value: unknown, inputs: RuleInputs): void {
  if (c === theTable.sports) assertSportRules(label, value as Parameters<typeof assertSportRules>[1], inputs.athletes, inputs.articles);
  else if (c === theTable.tickets) assertTicketRules(label, value as Parameters<typeof assertTicketRules>[1], inputs.athletes);
  else if (c === theTable.winners)
    assertWinnerRules(label, (value as { winners: Parameters<typeof assertWinnerRules>[1] }).winners, inputs.athletes(), inputs.sports(), inputs.now);
  else if (c === theTable.teams) assertTeamRules(label, (value as { teams: TeamRefs[] }).teams, inputs.athletes());
  else if (c === theTable.live)
    assertLiveContestants(label, (value as { contest: Parameters<typeof assertLiveContestants>[1] }).contest, inputs.athletes(), inputs.sportNames());
}

/**
 * Every problem the build would find in these files, in its words: what its first data check
 * (scripts/check-data.ts) finds (each collection's files against its schema, keys, and plain
 * references), then the rule-checked references its loaders check as it renders (an athlete on a
 * sport's tab plays that sport, a recap's article is about it, an event's and a sport winner's
 * athletes play its sport, no winner is dated after today). Empty: the files pass. Demo collections
 * are checked too, as the build checks them. `now`: today for the build (its BUILD_TIME), the
 * console's clock in the console.
 */
export function checkContentFiles(files: ContentFiles, table: Collections = theTable, now: number = realClock.now()): string[] {
  const entries = Object.entries(table);
  const read = new Map(entries.map(([name, c]) => [name, readInMemory(c, files)]));
  const keysOf = (target: Collection): ReadonlySet<string | number> => {
    const found = entries.find(([, c]) => c === target);
    const result = found ? read.get(found[0]) : undefined;
    // As the build: a reference into a collection that failed its own check fails with that problem.
    if (result && 'problem' in result) throw new Error(result.problem);
    const key = target.key;
    if (!result || !key) return new Set();
    return new Set(result.records.map((r) => keyValue(r, key)));
  };
  const recordsOf = (target: Collection): unknown[] => {
    const found = entries.find(([, c]) => c === target);
    const result = found ? read.get(found[0]) : undefined;
    if (result && 'problem' in result) throw new Error(result.problem);
    return result?.records ?? [];
  };
  const inputs: RuleInputs = {
    athletes: () => new Map((recordsOf(theTable.athletes) as { id: string; sport: string }[]).map((a) => [a.id, a])),
    articles: () => new Map((recordsOf(theTable.articles) as { slug: string; sport: string }[]).map((a) => [a.slug, a.sport])),
    sports: () => keysOf(theTable.sports),
    sportNames: () => new Map((recordsOf(theTable.sports) as { slug: string; name: string }[]).map((s) => [s.slug, s.name])),
    now,
  };
  const problems = new Set<string>();
  for (const [name, c] of entries) {
    const result = read.get(name)!;
    if ('problem' in result) {
      problems.add(result.problem);
      continue;
    }
    try {
      const labels = c.source.shape === 'folder' ? filesOfCollection(c, files) : [collectionLabel(c)];
      labels.forEach((label, i) => assertReferences(label, c, result.values[i], keysOf, table));
    } catch (error) {
      problems.add(error instanceof Error ? error.message : String(error));
      continue;
    }
    // Each file alone, as each loader stops at its own file's first problem.
    const labels = c.source.shape === 'folder' ? filesOfCollection(c, files) : [collectionLabel(c)];
    labels.forEach((label, i) => {
      try {
        assertRules(c, label, result.values[i], inputs);
      } catch (error) {
        problems.add(error instanceof Error ? error.message : String(error));
      }
    });
  }
  return [...problems];
}
