import fs from 'node:fs';
import path from 'node:path';
import { nextVersionError, VERIFIED_NEXT_FILE, VERIFIED_NEXT_VERSION } from '@/scripts/postbuild/verified-next';

describe('the post-build steps run only on the Next version they were verified against', () => {
  it('lets the verified version through', () => {
    expect(nextVersionError('16.4.6', '16.4.6')).toBeNull();
  });

  it('refuses another version, naming both versions, the fixture command and the file to update', () => {
    const message = nextVersionError('16.5.0', '16.4.6');
    expect(message).toContain('Next 16.5.0 is installed');
    expect(message).toContain('verified against Next 16.4.6');
    expect(message).toContain('npm run postbuild:fixtures');
    expect(message).toContain('__tests__/fixtures/next-16.5.0/');
    expect(message).toContain(VERIFIED_NEXT_FILE);
  });

  it('refuses when no Next is installed at all', () => {
    expect(nextVersionError(undefined, '16.4.6')).toMatch(/^no installed Next version was found/);
  });

  it('names a file that exists and states the pin', () => {
    const file = path.resolve(__dirname, '../../..', VERIFIED_NEXT_FILE);
    expect(fs.readFileSync(file, 'utf8')).toContain(`VERIFIED_NEXT_VERSION = '${VERIFIED_NEXT_VERSION}'`);
  });

  it('pins the Next version package.json installs, and its golden fixtures are from that version', () => {
    const root = path.resolve(__dirname, '../../..');
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies.next).toBe(VERIFIED_NEXT_VERSION);
    const index = JSON.parse(fs.readFileSync(path.join(root, `__tests__/fixtures/next-${VERIFIED_NEXT_VERSION}/index.json`), 'utf8')) as { next: string };
    expect(index.next).toBe(VERIFIED_NEXT_VERSION);
  });
});
