import { COMPILE_HINT, withCompileHint } from '@/scripts/postbuild/compile-hints';

describe('compile hints: first-load scripts ask V8 to compile them off the main thread', () => {
  const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,function(e){e.v(1)}]);';

  it('puts the magic comment on the first line and keeps the script as it was after it', () => {
    const hinted = withCompileHint(chunk);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(COMPILE_HINT.length + 1)).toBe(chunk);
  });

  it('adds it once, however often the build step runs', () => {
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk));
  });

  it('the hinted script still runs the same (the hint is a comment)', () => {
    const script = 'return [1, 2, 3].map(function (x) { return x * 2; }).join(",");';
    expect(new Function(withCompileHint(script))()).toBe('2,4,6');
  });
});
