/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from '@/lib/zod';
import {
  collectionLabel,
  collectionOfFile,
  collections,
  holdsFile,
  keysWhere,
  NOT_COLLECTIONS,
  type Collection,
  type CollectionName,
  type Collections,
  type Reference,
} from '@/lib/content/collections';
import { clearContentCache, collectionKeys, collectionsRead, parseContent, readCollection } from '@/lib/content/read';
import { valuesAt } from '@/lib/content/refs';
import { generateJsonSchemas } from '@/lib/content/json-schemas';
import { recordPageParams, recordPages } from '@/lib/content/record-pages';
import { getFeaturedSportLinks, getSports } from '@/lib/content/sports';
import { getSpecialEvents } from '@/lib/content/special-events';
import { getHomeFeaturedEvents, getTicketEvents } from '@/lib/content/tickets';
import { getAthletes, getHomeFeaturedAthletes } from '@/lib/content/athlete-pages';
import { getArticles } from '@/lib/content/articles';
import { getContestsContent } from '@/lib/content/contests';
import { getWinners } from '@/lib/content/winners';
import { getProducts } from '@/lib/content/products';
import { getCareers, getFaq, getInfoPage, getPartners, getTestimonials, INFO_PAGES } from '@/lib/content/info';
import { getSite } from '@/lib/content/site';
import { getInterestEvents } from '@/lib/content/interest-events';
import { getLiveData } from '@/lib/content/live';
import { getSamples } from '@/lib/content/samples';
import { getTeams } from '@/lib/content/teams';
import { fixtureDir, loadFixtureDir } from '../../fixtures/data-dir';

const root = process.cwd();
const data = path.join(root, 'data');
const names = Object.keys(collections) as CollectionName[];

/** What the build runs for each collection's pages: its loaders, which read it through the table and check it. */
const buildLoaders: Record<CollectionName, () => unknown> = {
  sports: getSports,
  specialEvents: getSpecialEvents,
  tickets: getTicketEvents,
  athletes: getAthletes,
  teams: getTeams,
  articles: getArticles,
  contests: getContestsContent,
  winners: getWinners,
  products: getProducts,
  partners: getPartners,
  careers: getCareers,
  testimonials: () => getTestimonials('partners'),
  pages: () => INFO_PAGES.map(getInfoPage),
  faq: getFaq,
  interestEvents: getInterestEvents,
  site: () => [getSite(), getHomeFeaturedEvents(), getHomeFeaturedAthletes(), getFeaturedSportLinks()],
  live: getLiveData,
  samples: getSamples,
};

/** Every file under a folder, relative to it, with forward slashes. */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

/** A collection's files under a data folder, relative to it. */
function filesOf(c: Collection, dir = data): string[] {
  return filesUnder(dir).filter((f) => holdsFile(c, f));
}

afterEach(() => {
  delete process.env.WAL_DATA_DIR;
  clearContentCache();
});

describe('every file in data/ belongs to one collection', () => {
  it('each file but the declared exceptions is held by exactly one collection', () => {
    const files = filesUnder(data).filter((f) => !NOT_COLLECTIONS.some((n) => f.startsWith(`${n.dir}/`)));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect({ file, holders: names.filter((n) => holdsFile(collections[n], file)) }).toEqual({ file, holders: [collectionOfFile(file)] });
    for (const file of files) expect({ file, collection: collectionOfFile(file) }).toEqual({ file, collection: expect.any(String) });
  });

  it('each collection holds at least one file', () => {
    for (const name of names) expect({ name, files: filesOf(collections[name]).length > 0 }).toEqual({ name, files: true });
  });

  it('the exceptions are folders that exist', () => {
    for (const { dir } of NOT_COLLECTIONS) expect(fs.statSync(path.join(data, dir)).isDirectory()).toBe(true);
  });
});

describe('every collection is read by the build through the table', () => {
  it.each(names)('%s: its loader reads it through its table entry', (name) => {
    clearContentCache();
    buildLoaders[name]();
    expect(collectionsRead()).toContain(collectionLabel(collections[name]));
  });

  it.each(names)('%s: every file parses with its schema', (name) => {
    const c = collections[name];
    for (const file of filesOf(c)) {
      expect(() => parseContent(`data/${file}`, fs.readFileSync(path.join(data, file), 'utf8'), c.schema)).not.toThrow();
    }
  });
});

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; $ref?: string };

/** The JSON Schema nodes a reference path reaches (through optional and union branches). */
function schemaAt(rootSchema: JsonSchema & { $defs?: Record<string, JsonSchema> }, refPath: string): JsonSchema[] {
  const expand = (s: JsonSchema): JsonSchema[] => {
    if (s.$ref) return expand(rootSchema.$defs![s.$ref.replace('#/$defs/', '')]!);
    return s.anyOf ? s.anyOf.flatMap(expand) : [s];
  };
  let nodes = expand(rootSchema);
  for (const segment of refPath.split('.')) {
    const list = segment.endsWith('[]');
    const name = list ? segment.slice(0, -2) : segment;
    nodes = nodes.flatMap((n) => (n.properties?.[name] ? expand(n.properties[name]) : []));
    if (list) nodes = nodes.flatMap((n) => (n.items ? expand(n.items) : []));
  }
  return nodes;
}

describe('references', () => {
  const refs = names.flatMap((from) => collections[from].refs.map((ref: Reference) => ({ from, ref })));

  it('each names a collection with a key, at a field its schema has, holding a key value', () => {
    expect(refs.length).toBeGreaterThan(0);
    for (const { from, ref } of refs) {
      const target: Collection | undefined = (collections as Collections)[ref.to];
      expect({ from, path: ref.path, target: target !== undefined, key: target?.key !== undefined }).toEqual({ from, path: ref.path, target: true, key: true });
      const nodes = schemaAt(z.toJSONSchema(collections[from].schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, ref.path);
      const types = nodes.flatMap((n) => n.type ?? []);
      expect({ from, path: ref.path, reached: nodes.length > 0 }).toEqual({ from, path: ref.path, reached: true });
      for (const t of types) expect({ from, path: ref.path, type: ['string', 'number', 'integer'].includes(t) }).toEqual({ from, path: ref.path, type: true });
    }
  });

  it('the build refuses a dangling value at every declared reference, naming the file and the field', () => {
    let exercised = 0;
    for (const { from, ref } of refs) {
      const c = collections[from];
      const target = (collections as Collections)[ref.to]!;
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-refs-'));
      fs.cpSync(data, tmp, { recursive: true });
      // The first record (a folder's first file) that holds the reference gets a key no record has.
      const file = filesOf(c, tmp).find((f) => valuesAt(JSON.parse(fs.readFileSync(path.join(tmp, f), 'utf8')), ref.path).length > 0);
      if (file) {
        const json = JSON.parse(fs.readFileSync(path.join(tmp, file), 'utf8'));
        const { at, value } = valuesAt(json, ref.path)[0]!;
        const dangling = typeof value === 'number' ? 987654 : 'no-such-record';
        const keys = at.split('.');
        const parent = keys.slice(0, -1).reduce((o: Record<string, unknown>, k) => o[k] as Record<string, unknown>, json);
        parent[keys.at(-1)!] = dangling;
        fs.writeFileSync(path.join(tmp, file), JSON.stringify(json));
        const run = () => loadFixtureDir(tmp, buildLoaders[from]);
        if (ref.check === 'key') {
          const where = `${keysWhere(target)}${(ref.also ?? []).map((v) => ` or ${JSON.stringify(v)}`).join('')}`;
          expect(run).toThrow(`data/${file}: ${at}: unknown ${ref.what ?? target.singular} ${JSON.stringify(dangling)} (expected ${where})`);
        } else {
          expect(run).toThrow(new RegExp(`^data/${file.replace('.', '\\.')}: .*unknown`));
        }
        exercised += 1;
      }
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    expect(exercised).toBeGreaterThan(0);
  });
});

describe('record pages', () => {
  it('each declared page is a route of app/: a dynamic route, or one route file per record', () => {
    const pages = recordPages();
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const routeFile = (route: string) => fs.existsSync(path.join(root, 'app', route, 'page.tsx'));
      const dynamic = routeFile(page.pattern);
      expect({ pattern: page.pattern, routed: dynamic || page.paths.every(routeFile) }).toEqual({ pattern: page.pattern, routed: true });
      expect(page.params.length).toBeGreaterThan(0);
    }
  });

  it('list one page per record of the collection, the same records the routes build pages for', () => {
    expect(new Set(recordPageParams('/sports/[slug]/'))).toEqual(new Set(getSports().map((s) => s.slug)));
    expect(new Set(recordPageParams('/events/[slug]/'))).toEqual(new Set(getSpecialEvents().map((e) => e.slug)));
    expect(new Set(recordPageParams('/recap-news/[slug]/'))).toEqual(new Set(getArticles().map((a) => a.slug)));
    for (const page of recordPages()) {
      const c = (collections as Collections)[page.collection]!;
      expect(new Set(page.params)).toEqual(new Set([...collectionKeys(c)].map(String)));
    }
  });

  it('refuses a pattern no collection declares', () => {
    expect(() => recordPageParams('/nowhere/[slug]/')).toThrow('no collection declares the record page /nowhere/[slug]/');
  });
});

describe('a new collection is one entry', () => {
  const venueSchema = z.object({
    $schema: z.string().optional(),
    venues: z.array(z.object({ id: z.string(), name: z.string(), sport: z.string() })),
  });
  const table = {
    ...collections,
    venues: {
      title: 'Venues',
      singular: 'venue',
      source: { shape: 'list', file: 'venues.json', list: 'venues' },
      schema: venueSchema,
      jsonSchema: 'venues.schema.json',
      key: 'id',
      refs: [{ path: 'venues[].sport', to: 'sports', check: 'key' }],
      page: { pattern: '/venues/[id]/' },
    },
  } satisfies Collections;

  /** The good fixture folder with a venues file. */
  function withVenues(venues: unknown[]): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-venues-'));
    fs.cpSync(fixtureDir('data-good'), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'venues.json'), JSON.stringify({ $schema: './schemas/venues.schema.json', venues }));
    return dir;
  }
  const lakeside = { id: 'lakeside', name: 'Lakeside Links', sport: 'golf' };

  it('is read, checked and paged by the generic loader', () => {
    const dir = withVenues([lakeside, { id: 'harbour', name: 'Harbour Park', sport: 'soccer' }]);
    expect(loadFixtureDir(dir, () => readCollection(table.venues, table))).toEqual([lakeside, { id: 'harbour', name: 'Harbour Park', sport: 'soccer' }]);
    expect(loadFixtureDir(dir, () => recordPageParams('/venues/[id]/', table))).toEqual(['lakeside', 'harbour']);
    expect(filesUnder(dir).filter((f) => holdsFile(table.venues, f))).toEqual(['venues.json']);
  });

  it('has its references, keys and fields checked, naming the file and the field', () => {
    expect(() => loadFixtureDir(withVenues([{ ...lakeside, sport: 'golfing' }]), () => readCollection(table.venues, table))).toThrow(
      'data/venues.json: venues.0.sport: unknown sport "golfing" (expected the name of a file in data/sports)',
    );
    expect(() => loadFixtureDir(withVenues([lakeside, lakeside]), () => readCollection(table.venues, table))).toThrow(
      'data/venues.json: venues.id: duplicate value "lakeside"',
    );
    expect(() => loadFixtureDir(withVenues([{ ...lakeside, name: 3 }]), () => readCollection(table.venues, table))).toThrow(
      'data/venues.json: venues.0.name: expected string, received number',
    );
  });

  it('gets its JSON Schema written', () => {
    const written = generateJsonSchemas(table);
    expect(Object.keys(written)).toContain('venues.schema.json');
    expect(JSON.parse(written['venues.schema.json']!).properties.venues.items.required).toEqual(['id', 'name', 'sport']);
  });
});

describe('the table is importable in the browser', () => {
  /** Every module the file imports, transitively, as written in its import lines (project files resolved). */
  function importsOf(file: string, seen = new Set<string>()): Set<string> {
    const text = fs.readFileSync(file, 'utf8');
    const specs = Array.from(text.matchAll(/^(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm), (m) => m[1] ?? m[2]!);
    for (const spec of specs) {
      const local = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
      if (!local) {
        seen.add(spec);
        continue;
      }
      const resolved = [`${local}.ts`, `${local}.tsx`, path.join(local, 'index.ts')].find((f) => fs.existsSync(f));
      if (resolved && !seen.has(resolved)) {
        seen.add(resolved);
        importsOf(resolved, seen);
      }
    }
    return seen;
  }

  it.each(['lib/content/collections.ts', 'lib/content/refs.ts', 'lib/content/json-schemas.ts'])('%s imports no server-only module', (file) => {
    const imports = [...importsOf(path.join(root, file))];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((i) => i === 'server-only' || i.startsWith('node:') || i === 'fs' || i === 'path')).toEqual([]);
  });
});
