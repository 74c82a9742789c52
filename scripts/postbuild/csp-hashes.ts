/**
 * Inline scripts by hash: a static export cannot give its inline scripts (Next's bootstrap and page
 * data) a per-request nonce, so the header policy in public/_headers must allow inline scripts. Each
 * page narrows that with a `<meta http-equiv="Content-Security-Policy">` of its own, first in its
 * head: script-src as the header's, but with the SHA-256 of each inline script the page holds instead
 * of 'unsafe-inline'. A browser enforces both policies, so on every page only the inline scripts the
 * build wrote can run; a script injected into the page (a stored text shown unescaped, a tampered
 * copy) is refused. Runs after every step that rewrites the pages, before the service worker
 * precaches them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportedHtmlFiles, shownPath } from './export-files';

export const CSP_META_MARK = 'data-inline-script-hashes';

/** The executable inline scripts of a page (JSON-LD and other data blocks are not run, so not listed). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\bsrc=/.test(attrs ?? '') && !/\btype="(?!text\/javascript|module)[^"]*"/.test(attrs ?? ''))
    .map(([, , body]) => body ?? '');
}

export function scriptHash(body: string): string {
  return `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The header policy's script-src sources, read from public/_headers (as copied to the export). */
export function headerScriptSources(headers: string): string[] {
  const csp = /Content-Security-Policy:\s*(.+)/.exec(headers)?.[1] ?? '';
  const directive = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  if (!directive) throw new Error('_headers has no script-src to narrow');
  return directive.split(/\s+/).slice(1);
}

/** The page with its meta policy first in the head (an earlier one from this step replaced). */
export function withScriptHashes(html: string, sources: readonly string[]): string {
  const stripped = html.replace(new RegExp(`<meta http-equiv="Content-Security-Policy" ${CSP_META_MARK}="" content="[^"]*"/>`), '');
  const hashes = [...new Set(inlineScripts(stripped).map(scriptHash))];
  const allowed = [...sources.filter((s) => s !== "'unsafe-inline'"), ...hashes].join(' ');
  const meta = `<meta http-equiv="Content-Security-Policy" ${CSP_META_MARK}="" content="script-src ${allowed}"/>`;
  // After the charset (which must come first), before anything that could load or run a script.
  const at = /<meta charSet="utf-8"\/>/i.exec(stripped);
  if (!at) throw new Error('no <meta charSet="utf-8"/> to put the policy after');
  const end = at.index + at[0].length;
  return `${stripped.slice(0, end)}${meta}${stripped.slice(end)}`;
}

export function run(outDir: string): string {
  const headersFile = path.join(outDir, '_headers');
  const sources = headerScriptSources(fs.readFileSync(fs.existsSync(headersFile) ? headersFile : path.resolve('public/_headers'), 'utf8'));
  let pages = 0;
  let scripts = 0;
  for (const page of exportedHtmlFiles(outDir)) {
    try {
      const html = fs.readFileSync(page, 'utf8');
      const next = withScriptHashes(html, sources);
      scripts += inlineScripts(html).length;
      fs.writeFileSync(page, next);
      pages += 1;
    } catch (err) {
      throw new Error(`${shownPath(page)}: ${(err as Error).message}`);
    }
  }
  return `${pages} pages allow only their own ${scripts} inline scripts (by SHA-256)`;
}
