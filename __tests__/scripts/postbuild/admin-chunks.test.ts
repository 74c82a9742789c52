import { adminOnlyChunks, chunksNamedIn, isAdminFile } from '@/scripts/postbuild/admin-chunks';

// A small export: home and a sport page share the framework chunk; the sport page lazily loads a
// chart; the console's page loads its own chunk, which lazily loads the editors, which load the zip
// code and the (shared) chart. The admin sign-in page's payload names one more chunk of its own.
const chunk = (name: string) => `_next/static/chunks/${name}`;
const chunks = new Map([
  [chunk('framework.js'), 'self.x=1'],
  [chunk('home.js'), 'import("static/chunks/carousel.js")'],
  [chunk('carousel.js'), ''],
  [chunk('sport.js'), 'load("static/chunks/chart.js")'],
  [chunk('chart.js'), ''],
  [chunk('site.css'), ''],
  [chunk('console.js'), 'e.l("static/chunks/editors.js")'],
  [chunk('editors.js'), '["static/chunks/zip.js","static/chunks/chart.js","static/chunks/github.css"]'],
  [chunk('zip.js'), ''],
  [chunk('github.css'), ''],
  [chunk('login.js'), ''],
  [chunk('unnamed.js'), ''],
  ['_next/static/abc/_buildManifest.js', 'self.__BUILD_MANIFEST={"/x":["static/chunks/manifest-only.js"]}'],
  [chunk('manifest-only.js'), ''],
]);
const pages = [
  { path: 'index.html', text: '<script src="/_next/static/chunks/framework.js"></script><script src="/_next/static/chunks/home.js"></script>' },
  { path: 'sports/golf/index.html', text: '<link href="/_next/static/chunks/site.css"><script src="/_next/static/chunks/sport.js"></script>' },
  { path: 'sports/golf/index.txt', text: '1:I["static/chunks/framework.js"]' },
  {
    path: 'admin/dashboard/index.html',
    text: '<script src="/league/_next/static/chunks/framework.js"></script><script src="/league/_next/static/chunks/console.js">',
  },
  { path: 'admin/login/__next.admin.login.__PAGE__.txt', text: '2:I["static/chunks/login.js"]' },
];

describe('the chunks the service worker leaves out: those only /admin/ pages reach', () => {
  it('are the console’s own chunks and the lazy ones only they load, at any depth, with a base path', () => {
    expect(adminOnlyChunks(pages, chunks)).toEqual([chunk('console.js'), chunk('editors.js'), chunk('github.css'), chunk('login.js'), chunk('zip.js')]);
  });

  it('keep every chunk a public page reaches, directly, lazily or shared with the console', () => {
    const left = adminOnlyChunks(pages, chunks);
    for (const kept of ['framework.js', 'home.js', 'carousel.js', 'sport.js', 'chart.js', 'site.css', 'manifest-only.js'])
      expect(left).not.toContain(chunk(kept));
  });

  it('keep a chunk no page names (nothing is left out on a guess)', () => {
    expect(adminOnlyChunks(pages, chunks)).not.toContain(chunk('unnamed.js'));
  });

  it('a chunk the console and a public page both load stays', () => {
    const shared = [...pages, { path: 'join/index.html', text: '<script src="/_next/static/chunks/zip.js">' }];
    expect(adminOnlyChunks(shared, chunks)).not.toContain(chunk('zip.js'));
  });

  it('reads chunk names as the bundler writes them and knows the console’s files', () => {
    expect(chunksNamedIn('a "static/chunks/0-iy3x5djz3e4.js" b /_next/static/chunks/1k~x_y.css c static/chunks/a.js')).toEqual([
      chunk('0-iy3x5djz3e4.js'),
      chunk('1k~x_y.css'),
      chunk('a.js'),
    ]);
    expect(isAdminFile('admin/content.json')).toBe(true);
    expect(isAdminFile('index.html')).toBe(false);
    expect(isAdminFile('administrators/index.html')).toBe(false);
  });
});
