import { applyEdits, dedupeFlightStream, dedupeInlineFlight, heldTexts, MIN_DEDUPED_TEXT_BYTES } from '@/scripts/postbuild/flight-text';
import { at } from '@/lib/must';

const css = '@layer base{body{color:#111}}.é{margin:0}'.repeat(60); // over 1 KiB, with a two-byte letter
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

/** A flight stream shaped like Next 16's with inlineCss: the stylesheet once for the layout, once for the global error. */
function stream(text = css) {
  return (
    '1:"$Sreact.fragment"\n' +
    ':HL["/images/news/a.svg","image",{"fetchPriority":"high"}]\n' +
    textRow('2', text) +
    'e:I[68027,["$c"],"default",1]\n' +
    '0:{"t":{"r":["$","style","0",{"href":"/a.css","precedence":"next","children":"$2"}]},"G":["$e",["$Lf"]]}\n' +
    textRow('3f', text) +
    'f:["$","style","0",{"href":"/a.css","precedence":"next","children":"$3f"}]\n' +
    '8:X\n'
  );
}
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('one copy of the stylesheet in the flight data', () => {
  it('drops the later copy and points its reference at the first', () => {
    const { stream: out, removedBytes } = dedupeFlightStream(Buffer.from(stream()));
    const text = out.toString('utf8');
    expect(count(text, css)).toBe(1);
    expect(count(text, '"children":"$2"')).toBe(2);
    expect(text).not.toContain('3f:T');
    expect(text).not.toContain('"$3f"');
    expect(removedBytes).toBe(Buffer.byteLength(textRow('3f', css)) + 1); // the row, and "$3f" -> "$2"
    // Everything else is byte for byte as it was.
    expect(text).toBe(stream().replace(textRow('3f', css), '').replace('"$3f"', '"$2"'));
  });

  it('leaves short texts alone', () => {
    const short = 'x'.repeat(MIN_DEDUPED_TEXT_BYTES - 1);
    expect(dedupeFlightStream(Buffer.from(stream(short))).removedBytes).toBe(0);
  });

  it.each([
    ['a lazy reference to the copy', (s: string) => s.replace('"$3f"', '"$L3f"')],
    ['a path into the copy', (s: string) => s.replace('"$3f"', '"$3f:props"')],
    ['a binary row', (s: string) => s + '9:A4,abcd'],
    ['a row it cannot read', (s: string) => s + 'not a row'],
    ['a text row longer than the stream', (s: string) => s + '9:Tffff,abc'],
  ])('leaves a stream with %s exactly as it was', (_, change) => {
    const input = Buffer.from(change(stream()));
    const { stream: out, removedBytes } = dedupeFlightStream(input);
    expect(removedBytes).toBe(0);
    expect(out.equals(input)).toBe(true);
  });

  it('applies edits across segment cuts: inserts where an edit starts, removes from every segment it spans', () => {
    const segs = [Buffer.from('abc'), Buffer.from('def'), Buffer.from('ghi')];
    const out = applyEdits(segs, [
      { start: 1, end: 5, insert: Buffer.from('X') },
      { start: 7, end: 8, insert: Buffer.from('YZ') },
    ]);
    expect(out.map(String)).toEqual(['aX', 'f', 'gYZi']);
  });
});

describe('inline flight data of an exported page', () => {
  const page = (chunks: string[]) =>
    `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/a.css">${css}</style></head><body><main>Join</main>` +
    chunks.map((c) => `<script>self.__next_f.push([1,${JSON.stringify(c).replace(/</g, '\\u003c')}])</script>`).join('') +
    '<script>self.__next_f.push([0])</script></body></html>';
  const pushed = (html: string) => [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((m) => JSON.parse(at(m, 1)) as string);

  it('keeps the number and places of the pushes, cut anywhere, and the page around them', () => {
    const s = stream(css + '</style><b>');
    // Cuts inside the first copy, inside the copy that goes, and inside the row whose reference changes.
    const cuts = [40, s.indexOf('3f:T') + 100, s.indexOf('"$3f"') + 2];
    const chunks = [s.slice(0, cuts[0]), s.slice(cuts[0], cuts[1]), s.slice(cuts[1], cuts[2]), s.slice(cuts[2])];
    const html = page(chunks);
    const { html: out, removedBytes } = dedupeInlineFlight(html);
    expect(removedBytes).toBeGreaterThan(css.length);
    const after = pushed(out);
    expect(after).toHaveLength(4);
    expect(after.join('')).toBe(dedupeFlightStream(Buffer.from(s)).stream.toString('utf8'));
    expect(out.startsWith(html.slice(0, html.indexOf('<script>')))).toBe(true);
    expect(out.endsWith('<script>self.__next_f.push([0])</script></body></html>')).toBe(true);
    // No text in the payload can end the script early.
    expect(out.split('<script>').every((part) => !/<\/style><b>/.test(at(part.split('</script>'), 0)))).toBe(true);
  });

  it("leaves the stylesheet to the page's <style>: the copy the flight data keeps is emptied, its references stay", () => {
    const s = stream();
    const cut = s.indexOf('2:T') + 200; // a push boundary inside the copy that is emptied
    const { html: out, removedBytes } = dedupeInlineFlight(page([s.slice(0, cut), s.slice(cut)]));
    const flight = pushed(out).join('');
    expect(count(flight, css)).toBe(0);
    expect(flight).toContain('2:T0,e:I[');
    expect(count(flight, '"children":"$2"')).toBe(2);
    expect(flight).toBe(dedupeFlightStream(Buffer.from(s)).stream.toString('utf8').replace(textRow('2', css), '2:T0,'));
    expect(removedBytes).toBe(Buffer.byteLength(s) - Buffer.byteLength(flight));
    expect(out).toContain(`<style data-precedence="next" data-href="/a.css">${css}</style>`);
  });

  it('keeps the text when the page has no such <style>, or when a reference is not a plain one', () => {
    const s = stream();
    const withoutStyle = page([s]).replace(/<style[^>]*>[\s\S]*?<\/style>/, '');
    expect(count(pushed(dedupeInlineFlight(withoutStyle).html).join(''), css)).toBe(1);
    const other = page([s]).replace(`>${css}</style>`, `>${css}.x{}</style>`);
    expect(count(pushed(dedupeInlineFlight(other).html).join(''), css)).toBe(1);
    const lazy = page([s.replace('"children":"$2"', '"children":"$L2"')]);
    expect(count(pushed(dedupeInlineFlight(lazy).html).join(''), css)).toBeGreaterThan(0);
  });

  it('reads the stylesheets and schema.org blocks a page holds, long ones only', () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': Array.from({ length: 40 }, (_, i) => ({ '@type': 'SportsEvent', name: `Final ${i}` })),
    });
    expect(heldTexts(page([]))).toEqual(new Set([css]));
    expect(heldTexts(`<script type="application/ld+json">${ld}</script><script type="application/ld+json">{"@type":"Person"}</script>`)).toEqual(new Set([ld]));
    expect(heldTexts('<style data-precedence="next" data-href="/b.css">b{}</style>')).toEqual(new Set());
  });

  it("leaves a long schema.org block to the page's <script>: the flight copy is emptied, the markup and references stay", () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': Array.from({ length: 40 }, (_, i) => ({ '@type': 'SportsEvent', name: `Final ${i}` })),
    });
    const s =
      '1:"$Sreact.fragment"\n' + textRow('26', ld) + 'a:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"$26"}}]\n';
    const html = page([s]).replace('<main>Join</main>', `<main>Join<script type="application/ld+json">${ld}</script></main>`);
    const { html: out } = dedupeInlineFlight(html);
    const flight = pushed(out).join('');
    expect(flight).toBe(s.replace(textRow('26', ld), '26:T0,'));
    expect(out).toContain(`<script type="application/ld+json">${ld}</script>`);
    // Not held by this page's markup (another block): kept.
    const other = page([s]).replace('<main>Join</main>', `<main>Join<script type="application/ld+json">${ld.replace('Final 1', 'Final 9')}</script></main>`);
    expect(count(pushed(dedupeInlineFlight(other).html).join(''), ld)).toBe(1);
  });

  it('leaves a page without duplicated texts exactly as it was', () => {
    const html = page(['1:"$Sreact.fragment"\n', '0:{"a":1}\n']);
    expect(dedupeInlineFlight(html)).toEqual({ html, removedBytes: 0 });
    const plain = '<!DOCTYPE html><html><body>No scripts</body></html>';
    expect(dedupeInlineFlight(plain)).toEqual({ html: plain, removedBytes: 0 });
  });
});
