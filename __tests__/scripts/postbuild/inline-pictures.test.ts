import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INLINE_PICTURE_MAX_BYTES, inlinePictures, pictureReader, run, svgDataUrl } from '@/scripts/postbuild/inline-pictures';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!-- a & b --><title>Run #1 "fast" <50% $$ $\' $1></title>\n<rect fill="#db2777" width="10" height="10"/></svg>';
const payload = (url: string) => url.slice('data:image/svg+xml,'.length);

describe('svgDataUrl', () => {
  it('keeps the drawing exactly, with nothing an HTML attribute or a URL reserves left bare', () => {
    const url = svgDataUrl(SVG);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(payload(url))).toBe(SVG);
    expect(payload(url)).not.toMatch(/["<>&#\n]/);
    // Only those characters are encoded: the rest stays as written, so it packs like the file.
    expect(payload(url)).toContain('svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 10 10%22');
  });
});

describe('inlinePictures', () => {
  const page = [
    '<head><link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>',
    '<link rel="preload" as="image" href="/images/big.svg" fetchPriority="high"/>',
    '<link rel="preload" href="/images/hero.svg" as="image" fetchPriority="high"/><link rel="preload" as="script" href="/a.js"/></head>',
    '<body><img alt="Hero" loading="eager" fetchPriority="high" decoding="async" src="/images/hero.svg" width="1200" height="600"/>',
    '<img alt="Big" loading="eager" fetchPriority="high" src="/images/big.svg"/>',
    '<img alt="Photo" loading="eager" fetchPriority="high" src="/images/photo.jpg"/>',
    '<img alt="Card" loading="lazy" src="/images/hero.svg"/><img alt="Other" loading="lazy" src="/images/other.svg"/>',
    // The inline flight data, with its preload hints (a JS string: quotes and newlines escaped).
    String.raw`<script>self.__next_f.push([1,"5:I[1,[],\"A\"]\n:HL[\"/images/hero.svg\",\"image\",{\"fetchPriority\":\"high\"}]\n:HL[\"/images/big.svg\",\"image\",{\"fetchPriority\":\"high\"}]\n6:[\"$\",\"img\"]\n"])</script></body>`,
  ].join('');
  const read = (src: string) => (src === '/images/hero.svg' ? SVG : null);

  it("writes a small main drawing into its <img> and drops the page's preloads of it, in its head and in its flight data", () => {
    const out = inlinePictures(page, read);
    expect(out.inlined).toEqual(['/images/hero.svg']);
    expect(out.html).toContain(`<img alt="Hero" loading="eager" fetchPriority="high" decoding="async" src="${svgDataUrl(SVG)}" width="1200" height="600"/>`);
    expect(out.html).not.toContain('href="/images/hero.svg"');
    expect(out.html).toContain('<link rel="preload" as="script" href="/a.js"/>');
    // The same file lower on the page: the same data URL, not a second download.
    expect(out.html).toContain(`<img alt="Card" loading="lazy" src="${svgDataUrl(SVG)}"/>`);
    expect(out.html).toContain(
      String.raw`<script>self.__next_f.push([1,"5:I[1,[],\"A\"]\n:HL[\"/images/big.svg\",\"image\",{\"fetchPriority\":\"high\"}]\n6:[\"$\",\"img\"]\n"])</script>`,
    );
  });

  it('leaves alone a picture the reader refuses (too large, missing), one not in SVG and one that is not the main picture', () => {
    const out = inlinePictures(page, read);
    expect(out.html).toContain('<link rel="preload" as="image" href="/images/big.svg" fetchPriority="high"/>');
    expect(out.html).toContain('<img alt="Big" loading="eager" fetchPriority="high" src="/images/big.svg"/>');
    expect(out.html).toContain('src="/images/photo.jpg"');
    expect(out.html).toContain('<img alt="Other" loading="lazy" src="/images/other.svg"/>');
  });

  it('changes nothing on a page without a main drawing', () => {
    const plain = '<body><p>Words</p><img alt="" loading="lazy" src="/images/a.svg"/></body>';
    expect(inlinePictures(plain, () => SVG)).toEqual({ html: plain, inlined: [] });
  });
});

describe('pictureReader and run', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-pictures-'));
    fs.mkdirSync(path.join(dir, 'images'));
    fs.writeFileSync(path.join(dir, 'images', 'small.svg'), SVG);
    fs.writeFileSync(path.join(dir, 'images', 'large.svg'), `<svg>${'x'.repeat(INLINE_PICTURE_MAX_BYTES)}</svg>`);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads an SVG of the export under the base path, up to the size limit, and nothing outside it', () => {
    const read = pictureReader(dir, '/league');
    expect(read('/league/images/small.svg')).toBe(SVG);
    expect(read('/league/images/large.svg')).toBeNull();
    expect(read('/images/small.svg')).toBeNull();
    expect(read('/league/images/missing.svg')).toBeNull();
    expect(read('/league/../images/small.svg')).toBeNull();
    expect(read('/league/images/small.svg?v=1')).toBeNull();
    expect(pictureReader(dir, '')('/images/small.svg')).toBe(SVG);
  });

  it('rewrites the pages that show a small main drawing and says how many', () => {
    const img = (src: string) => `<html><body><img alt="A" fetchPriority="high" src="${src}"/></body></html>`;
    fs.writeFileSync(path.join(dir, 'index.html'), img('/images/small.svg'));
    fs.mkdirSync(path.join(dir, 'big'));
    fs.writeFileSync(path.join(dir, 'big', 'index.html'), img('/images/large.svg'));
    expect(run(dir, '')).toMatch(/^1 page carries its main picture in the markup \(1 drawing of at most 10 KB/);
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(img(svgDataUrl(SVG)));
    expect(fs.readFileSync(path.join(dir, 'big', 'index.html'), 'utf8')).toBe(img('/images/large.svg'));
  });
});
