/**
 * The site search index: Pagefind over the exported pages, written to `<export>/pagefind/`. Each
 * page is indexed by the kind lib/search/kinds.ts gives its route (left out when that is null or the
 * page is noindex), its `<main>` only (the header and footer repeat on every page); products, which
 * share the shop's list page, are indexed as records of their own with their card's anchor (a
 * ticketed event has its own page, `/buy-tickets/<id>/`, indexed like any other). Runs before the service worker step, which does not precache the index (it is cached as
 * it is fetched).
 */
import fs from 'node:fs';
import path from 'node:path';
import { kindOfRoute } from '../../lib/search/kinds';
import { articleFilters, athleteFilters, athleteMeta, isNoindex, markedForIndex, productRecord, ticketFilters } from '../../lib/search/records';
import { exportedHtmlFiles, routeOf, shownPath } from './export-files';

/** Pagefind's ready-made interfaces, written with the index: the site has its own (components/search/), so they are not shipped. */
export const UNUSED_BUNDLE_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

const failOn = (what: string, errors: string[]) => {
  if (errors.length > 0) throw new Error(`${what}: ${errors.join('; ')}`);
};

/** Writes `<outDir>/pagefind/`; returns the step's summary line. */
export async function run(outDir: string): Promise<string> {
  const pagefind = await import('pagefind');
  const { getProducts } = await import('../../lib/content/products');
  const { athleteIndex } = await import('../../lib/content/athletes');
  const { getArticles } = await import('../../lib/content/articles');
  const { getTicketEvents } = await import('../../lib/content/tickets');
  const { getAthleteCards } = await import('../../lib/content/athlete-pages');
  const filters = new Map([...athleteFilters([...athleteIndex().values()]), ...articleFilters(getArticles()), ...ticketFilters(getTicketEvents())]);
  const metas = athleteMeta(getAthleteCards());
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  try {
    failOn('pagefind', errors);
    if (!index) throw new Error('pagefind made no index');
    let pages = 0;
    for (const file of exportedHtmlFiles(outDir)) {
      const route = routeOf(outDir, file);
      const kind = kindOfRoute(route);
      if (!kind) continue;
      const html = fs.readFileSync(file, 'utf8');
      if (isNoindex(html)) continue;
      const marked = markedForIndex(html, kind, filters.get(route), metas.get(route));
      if (!marked) continue;
      const added = await index.addHTMLFile({ url: route, content: marked });
      failOn(shownPath(file), added.errors);
      pages++;
    }
    const records = getProducts().map(productRecord);
    for (const r of records) {
      const added = await index.addCustomRecord({ url: r.url, content: r.content, language: 'en', meta: { title: r.title, kind: r.kind } });
      failOn(r.url, added.errors);
    }
    const outputPath = path.join(outDir, 'pagefind');
    fs.rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    failOn('pagefind write', written.errors);
    for (const name of UNUSED_BUNDLE_FILES) fs.rmSync(path.join(outputPath, name), { force: true });
    return `${pages} pages and ${records.length} records indexed into ${shownPath(outputPath)} (${kib(dirBytes(outputPath))} KiB)`;
  } finally {
    await pagefind.close();
  }
}

function dirBytes(dir: string): number {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).reduce((sum, name) => {
    const st = fs.statSync(path.join(dir, name));
    return st.isFile() ? sum + st.size : sum;
  }, 0);
}

const kib = (bytes: number) => Math.round(bytes / 1024);
