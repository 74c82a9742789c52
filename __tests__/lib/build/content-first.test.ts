/** @jest-environment jsdom */
import { contentFirst, ContentFirstError, firstLoadScripts, LOADER_MARK, scriptLoader } from '@/lib/build/content-first';

const page = (head: string, body = '<main><h1>Soccer</h1></main>') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}<script>self.__next_f.push([1,"x"])</script></body></html>`;

const NEXT_HEAD =
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/c.js" async=""></script>';

describe('content first: exported pages ask for their scripts after their HTML', () => {
  const out = contentFirst(page(NEXT_HEAD));

  it('takes the async scripts and their preload out of the head', () => {
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toMatch(/<script src="[^"]*" async/);
    expect(head).not.toContain('rel="preload" as="script"');
    expect(head).toContain('noModule');
  });

  it('loads the same scripts, in order, from the very end of the body', () => {
    expect(out.indexOf(LOADER_MARK)).toBeGreaterThan(out.indexOf('self.__next_f'));
    expect(out.indexOf(LOADER_MARK)).toBeLessThan(out.indexOf('</body>'));
    expect(firstLoadScripts(out)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
  });

  it('inserts real async script elements when the loader runs', () => {
    document.documentElement.innerHTML = '<head></head><body></body>';
    const code = /<script data-content-first="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    new Function(code)();
    const added = [...document.body.querySelectorAll('script')];
    expect(added.map((s) => s.getAttribute('src'))).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
    expect(added.every((s) => s.async)).toBe(true);
  });

  it('keeps everything else as it was', () => {
    expect(out.replace(/<script data-content-first="">[\s\S]*?<\/script>/, '')).toBe(
      page('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>'),
    );
  });

  it('is idempotent', () => {
    expect(contentFirst(out)).toBe(out);
  });

  it('cannot be broken out of by a script URL', () => {
    const evil = page('') + scriptLoader(['/a.js?</script><script>alert(1)//']);
    expect(evil).not.toContain('</script><script>alert(1)');
    expect(firstLoadScripts(evil)).toEqual(['/a.js?</script><script>alert(1)//']);
  });

  it('reads the scripts of a page that was not rewritten', () => {
    expect(firstLoadScripts(page(NEXT_HEAD))).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
  });

  it('stops the build when Next writes its scripts some other way', () => {
    expect(() => contentFirst(page(''))).toThrow(ContentFirstError);
    expect(() => contentFirst(page('<script src="/a.js" async=""></script><script type="module" src="/m.js"></script>'))).toThrow(/unknown form/);
    expect(() => contentFirst('<script src="/a.js" async=""></script>')).toThrow(/<\/body>/);
  });
});
