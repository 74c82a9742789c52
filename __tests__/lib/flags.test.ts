import fs from 'node:fs';
import path from 'node:path';
import { flagCode, flagPicture } from '@/lib/flags';

describe('flag pictures', () => {
  it('reads the country code from a flag emoji', () => {
    expect(flagCode('🇺🇸')).toBe('us');
    expect(flagCode('🇿🇦')).toBe('za');
    expect(flagPicture('za')).toBe('/images/flags/za.svg');
  });

  it.each(['US', '🇺', '🇺🇸🇨🇦', '😀', '', 'u🇸'])('refuses %j, which is not exactly one flag', (v) => {
    expect(flagCode(v)).toBeNull();
  });

  it('every committed flag picture is a small SVG with a 4:3 view box', () => {
    const dir = path.join(process.cwd(), 'public/images/flags');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const f of files) {
      const svg = fs.readFileSync(path.join(dir, f), 'utf8');
      expect(svg).toContain('viewBox="0 0 640 480"');
      expect(svg.length).toBeLessThan(8 * 1024);
    }
  });
});
