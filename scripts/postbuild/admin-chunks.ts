/**
 * Which of the export's script and style chunks only the admin console loads, so the service worker
 * leaves them out of its precache (a visitor never downloads the console's editors, zip or GitHub
 * code) while keeping every chunk a public page can load offline.
 *
 * The bundler names each chunk it may load by its path in the text that loads it: a page's HTML and
 * its RSC payloads (`static/chunks/x.js`, the chunks of its first load and of its client components),
 * and a chunk that loads another lazily (`import()`). So a chunk a public page can reach is named, at
 * some remove, by a public page's file. Admin-only: reached from /admin/ pages' files and from no
 * public one. A chunk neither names stays precached (nothing is left out on a guess).
 */

/** A file of the export, by its path relative to the export root (`admin/dashboard/index.html`). */
export interface ExportText {
  path: string;
  text: string;
}

const CHUNK_DIR = '_next/static/chunks/';
const CHUNK_REF = /static\/chunks\/[A-Za-z0-9_.~-]+\.(?:js|css)/g;

/** The console's pages and their payloads. */
export function isAdminFile(path: string): boolean {
  return path.startsWith('admin/');
}

/** The chunks a text names, as export paths (`_next/static/chunks/x.js`). */
export function chunksNamedIn(text: string): string[] {
  return [...new Set(text.match(CHUNK_REF) ?? [])].map((ref) => `_next/${ref}`);
}

/** Every chunk reached from `roots` through the chunks' own texts. */
function reach(roots: readonly string[], chunks: ReadonlyMap<string, string>): Set<string> {
  const seen = new Set<string>();
  const queue = roots.flatMap(chunksNamedIn);
  while (queue.length) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    const text = chunks.get(chunk);
    if (text !== undefined) queue.push(...chunksNamedIn(text));
  }
  return seen;
}

/**
 * The chunks only admin pages reach, sorted. `pages`: every HTML page and RSC payload (`.txt`) of the
 * export; `chunks`: every file under `_next/static/chunks/` by path with its text. Other scripts under
 * `_next/static/` (the build manifest) count as public roots.
 */
export function adminOnlyChunks(pages: readonly ExportText[], chunks: ReadonlyMap<string, string>): string[] {
  const publicRoots = pages.filter((p) => !isAdminFile(p.path)).map((p) => p.text);
  const otherScripts = [...chunks].filter(([path]) => !path.startsWith(CHUNK_DIR)).map(([, text]) => text);
  const publicReach = reach([...publicRoots, ...otherScripts], chunks);
  const adminReach = reach(
    pages.filter((p) => isAdminFile(p.path)).map((p) => p.text),
    chunks,
  );
  return [...adminReach].filter((chunk) => !publicReach.has(chunk) && chunks.has(chunk)).sort();
}
