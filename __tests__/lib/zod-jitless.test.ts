import fs from 'node:fs';
import path from 'node:path';
import { globalConfig } from 'zod/v4/core';

const ROOT = path.join(__dirname, '..', '..');
const RUNTIME_ZOD = /^import (?!type\b)[^;]*from 'zod(\/mini)?';/m;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(d.name) ? [rel] : [];
  });
}

describe('zod under the Content-Security-Policy', () => {
  const files = ['lib', 'components', 'app'].flatMap(sourceFiles).filter((f) => RUNTIME_ZOD.test(fs.readFileSync(path.join(ROOT, f), 'utf8')));

  it('finds the modules that use zod at run time', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s imports lib/zod-jitless, so zod never probes new Function', (file) => {
    expect(fs.readFileSync(path.join(ROOT, file), 'utf8')).toContain("import '@/lib/zod-jitless';");
  });

  it('turns the probe off', async () => {
    await import('@/lib/zod-jitless');
    expect(globalConfig.jitless).toBe(true);
  });
});
