// Zod is imported only through lib/zod and lib/zod/mini (eslint.config.mjs refuses 'zod' itself,
// except for types); here: each of them turns the `new Function` probe off on a fresh zod.
type Zod = { config(): { jitless?: boolean } };

/** `entry` loaded on a fresh zod (its config lives on globalThis, so that is reset too). */
function freshConfig(entry: string): { jitless?: boolean } {
  const g = globalThis as { __zod_globalConfig?: unknown };
  const saved = g.__zod_globalConfig;
  delete g.__zod_globalConfig;
  let config: { jitless?: boolean } = {};
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    config = { ...(require(entry) as Zod).config() };
  });
  g.__zod_globalConfig = saved;
  return config;
}

describe('zod under the Content-Security-Policy', () => {
  it.each(['@/lib/zod', '@/lib/zod/mini'])('%s turns the probe off before any schema is built', (entry) => {
    expect(freshConfig(entry).jitless).toBe(true);
  });

  it('zod on its own would probe (the check can fail)', () => {
    expect(freshConfig('zod').jitless).not.toBe(true);
  });
});
