/** @jest-environment jsdom */
import { contentFirst, ContentFirstError, firstLoadScripts, LOADER_FALLBACK_MS, LOADER_MARK, scriptLoader } from '@/scripts/postbuild/content-first';

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

  describe('the loader', () => {
    const code = /<script data-content-first="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    const added = () => [...document.body.querySelectorAll('script')];
    const SRCS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js'];
    const win = window as unknown as { PerformanceObserver?: unknown; requestAnimationFrame?: unknown };
    let frames: FrameRequestCallback[];
    let reported: (() => void)[];
    let observed: unknown[];
    let paintsSoFar: unknown[];

    /** A browser with Paint Timing and LCP: `report()` stands for the next paint it reports. */
    const observerFor = (types: string[]) =>
      class {
        static supportedEntryTypes = types;
        constructor(private cb: () => void) {}
        observe(opts: unknown) {
          observed.push(opts);
          reported.push(this.cb);
        }
        disconnect() {}
      };
    const report = () => reported.splice(0).forEach((cb) => cb());
    const frame = () => frames.splice(0).forEach((cb) => cb(0));
    const run = () => new Function(code)();

    beforeEach(() => {
      jest.useFakeTimers();
      document.documentElement.innerHTML = '<head></head><body></body>';
      frames = [];
      reported = [];
      observed = [];
      paintsSoFar = [];
      win.requestAnimationFrame = (cb: FrameRequestCallback) => frames.push(cb);
      win.PerformanceObserver = observerFor(['paint', 'largest-contentful-paint', 'resource']);
      Object.defineProperty(window.performance, 'getEntriesByType', { value: (type: string) => (type === 'paint' ? paintsSoFar : []), configurable: true });
      Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    });
    afterEach(() => {
      jest.useRealTimers();
      delete win.PerformanceObserver;
    });

    it('asks for the scripts at the page\'s first largest paint, as real async scripts in order', () => {
      run();
      expect(observed).toEqual([{ type: 'largest-contentful-paint' }]);
      expect(frames).toHaveLength(0);
      jest.advanceTimersByTime(LOADER_FALLBACK_MS - 1);
      expect(added()).toHaveLength(0);
      report();
      expect(added().map((s) => s.getAttribute('src'))).toEqual(SRCS);
      expect(added().every((s) => s.async)).toBe(true);
      jest.advanceTimersByTime(LOADER_FALLBACK_MS);
      expect(added()).toHaveLength(3); // once only
    });

    it('when part of the page was painted before its end was read, waits for the next paint or frame', () => {
      paintsSoFar = [{ name: 'first-paint' }];
      run();
      expect(added()).toHaveLength(0);
      frame();
      expect(added()).toHaveLength(0); // not inside the frame itself
      jest.advanceTimersByTime(0);
      expect(added().map((s) => s.getAttribute('src'))).toEqual(SRCS);
      report();
      expect(added()).toHaveLength(3);
    });

    it('uses paint entries where largest-contentful-paint is not reported', () => {
      win.PerformanceObserver = observerFor(['paint']);
      run();
      expect(observed).toEqual([{ type: 'paint' }]);
      report();
      expect(added()).toHaveLength(3);
    });

    it('without Paint Timing, asks in the task after the next animation frame', () => {
      delete win.PerformanceObserver;
      run();
      frame();
      expect(added()).toHaveLength(0);
      jest.advanceTimersByTime(0);
      expect(added().map((s) => s.getAttribute('src'))).toEqual(SRCS);
    });

    it('asks at once on a hidden page, which paints nothing', () => {
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      run();
      expect(added()).toHaveLength(3);
      expect(observed).toEqual([]);
    });

    it('asks anyway when no paint is reported', () => {
      run();
      jest.advanceTimersByTime(LOADER_FALLBACK_MS - 1);
      expect(added()).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(added()).toHaveLength(3);
      report();
      expect(added()).toHaveLength(3);
    });
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
