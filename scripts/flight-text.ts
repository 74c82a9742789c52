// Runs right after `next build`: one copy of each long text (the inlined stylesheet) in the flight
// data of every exported page and in the payload files client-side navigation fetches (see
// lib/build/flight-text.ts).
import fs from 'node:fs';
import path from 'node:path';
import { dedupeFlightStream, dedupeInlineFlight } from '../lib/build/flight-text';
import { exportedHtmlFiles } from '../lib/build/export-files';

const out = path.resolve('out');
let pages = 0;
let payloads = 0;
let bytes = 0;
for (const file of exportedHtmlFiles(out)) {
  const { html, removedBytes } = dedupeInlineFlight(fs.readFileSync(file, 'utf8'));
  if (removedBytes === 0) continue;
  fs.writeFileSync(file, html);
  pages += 1;
  bytes += removedBytes;
}
const payloadFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '_next' ? [] : payloadFiles(p);
    return e.name.endsWith('.txt') && !['robots.txt'].includes(e.name) ? [p] : [];
  });
for (const file of payloadFiles(out)) {
  const { stream, removedBytes } = dedupeFlightStream(fs.readFileSync(file));
  if (removedBytes === 0) continue;
  fs.writeFileSync(file, stream);
  payloads += 1;
  bytes += removedBytes;
}
console.log(`flight-text: ${pages} pages and ${payloads} payload files carry one copy of the stylesheet (${(bytes / 1048576).toFixed(1)} MiB less)`);
