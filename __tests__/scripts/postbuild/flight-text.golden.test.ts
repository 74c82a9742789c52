/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixtureDir, readFixture } from '@/scripts/postbuild/fixture-files';
import { dedupeFlightStream, dedupeInlineFlight, run } from '@/scripts/postbuild/flight-text';
import { VERIFIED_NEXT_VERSION } from '@/scripts/postbuild/verified-next';
import { at } from '@/lib/must';

// Real files of a `next build` export of the pinned Next version and what the step made of them.
const fixture = readFixture(path.resolve(__dirname, '../../..', fixtureDir(VERIFIED_NEXT_VERSION)));
const { page, payload } = fixture.index;
const rawPage = fixture.exported(page).toString('utf8');
const rawPayload = fixture.exported(payload);
const outPage = dedupeInlineFlight(rawPage).html;
const outPayload = dedupeFlightStream(rawPayload).stream;

const PUSH = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
/** The flight data of a page, as the browser reads it from the page's pushes. */
const flightOf = (html: string) => [...html.matchAll(PUSH)].map((m) => JSON.parse(at(m, 1)) as string).join('');
const stylesheetOf = (html: string) => /<style data-precedence="next" data-href="[^"]+">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
/** The ids of the text rows of a flight stream (a row starts after a newline or, after a text row, its text's last `}`). */
const textRows = (flight: string) => [...flight.matchAll(/(?:^|[\n}])([0-9a-f]+):T[0-9a-f]+,/g)].map((m) => m[1]);

describe(`flight-text over a real Next ${VERIFIED_NEXT_VERSION} export`, () => {
  const css = stylesheetOf(rawPage);

  it('makes exactly the reviewed golden page and payload', () => {
    expect(outPage).toBe(fixture.golden('flight-text', page).toString('utf8'));
    expect(outPayload.equals(fixture.golden('flight-text', payload))).toBe(true);
  });

  it('the page carries its stylesheet in its <style> only, where Next wrote it twice more in its flight data', () => {
    expect(css.length).toBeGreaterThan(10_000);
    expect(count(flightOf(rawPage), css)).toBe(2);
    expect(count(flightOf(outPage), css)).toBe(0);
    expect(stylesheetOf(outPage)).toBe(css);
    // The row stays, empty, for the references that name it.
    expect(flightOf(outPage)).toMatch(/(?:^|\n)[0-9a-f]+:T0,/);
  });

  it('the navigation payload carries the stylesheet once, where Next wrote it twice', () => {
    expect(count(rawPayload.toString('utf8'), css)).toBe(2);
    expect(count(outPayload.toString('utf8'), css)).toBe(1);
  });

  it('every reference to a long text names a text row that is still there', () => {
    for (const flight of [flightOf(outPage), outPayload.toString('utf8')]) {
      const rows = textRows(flight);
      expect(rows).toHaveLength(1);
      const refs = [...flight.matchAll(/"\$([0-9a-f]+)"/g)].map((m) => m[1]).filter((id) => flight.includes(`${id}:T`));
      expect(refs.length).toBe(2); // the layout's style and the global error's, both to the one copy
      expect(new Set(refs)).toEqual(new Set(rows));
    }
  });

  it('leaves everything outside the flight data as it was, and the page keeps its number of pushes', () => {
    const outside = (html: string) => html.replace(PUSH, '<push>');
    expect(outside(outPage)).toBe(outside(rawPage));
    expect([...outPage.matchAll(PUSH)]).toHaveLength([...rawPage.matchAll(PUSH)].length);
  });

  it('the step rewrites the page and the payload file of an export folder in place, and says so', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flight-text-'));
    try {
      fs.cpSync(fixture.exportDir, dir, { recursive: true });
      expect(run(dir)).toMatch(
        /^1 pages carry their stylesheet and schema.org blocks in their markup only and 1 payload files carry one copy \(0\.1 MiB less\)$/,
      );
      expect(fs.readFileSync(path.join(dir, page))).toEqual(fixture.golden('flight-text', page));
      expect(fs.readFileSync(path.join(dir, payload))).toEqual(fixture.golden('flight-text', payload));
      expect(run(dir)).toMatch(/^0 pages carry .* and 0 payload files/); // nothing left to do the second time
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
