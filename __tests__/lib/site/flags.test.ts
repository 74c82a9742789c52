import fs from 'node:fs';
import path from 'node:path';
import { FLAG_PICTURES, flagCode, flagInSprite, flagPicture, flagProblem, flagSprite } from '@/lib/site/flags';
import { getFlagSprite } from '@/lib/content/flags';
import { getSite } from '@/lib/content/site';

describe('the flags with a picture', () => {
  it('are the pictures in public/images/flags, no more and no fewer', () => {
    const onDisk = fs
      .readdirSync(path.join(process.cwd(), 'public/images/flags'))
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.slice(0, -4))
      .sort();
    expect([...FLAG_PICTURES].sort()).toEqual(onDisk);
  });

  it('name what is wrong with a flag: not one flag emoji, or no picture for it', () => {
    expect(flagProblem('🇺🇸')).toBeNull();
    expect(flagProblem('US')).toMatch(/^expected one flag emoji/);
    expect(flagProblem('🇦🇶')).toBe('no picture for 🇦🇶 (public/images/flags/aq.svg; docs/content-editing.md "Adding a country")');
  });
});

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
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const svg = fs.readFileSync(path.join(dir, f), 'utf8');
      expect(svg).toContain('viewBox="0 0 640 480"');
      expect(svg.length).toBeLessThan(8 * 1024);
    }
  });

  it('puts every flag in one sprite, one below the other, each with a view named by its code', () => {
    const a = '<svg xmlns="http://www.w3.org/2000/svg" id="flag-icons-aa" viewBox="0 0 640 480">\n  <path fill="red" d="M0 0h640v480H0z"/>\n</svg>\n';
    const b = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><!-- note --><circle r="9" fill="blue"/></svg>';
    const sprite = flagSprite([
      { code: 'aa', svg: a },
      { code: 'bb', svg: b },
    ]);
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="0 0 640 960">/);
    expect(sprite).toContain(
      '<view id="aa" viewBox="0 0 640 480"/><svg x="0" y="0" width="640" height="480" viewBox="0 0 640 480"><path fill="red" d="M0 0h640v480H0z"/></svg>',
    );
    expect(sprite).toContain(
      '<view id="bb" viewBox="0 480 640 480"/><svg x="0" y="480" width="640" height="480" viewBox="0 0 640 480"><circle r="9" fill="blue"/></svg>',
    );
    expect(sprite).not.toContain('note');
    expect(flagInSprite('bb')).toBe('/flags.svg#bb');
    expect(() => flagSprite([{ code: 'xx', svg: '<html></html>' }])).toThrow('flag xx: not an SVG document');
  });

  it("the site's sprite holds each footer country's flag once, in the footer's order", () => {
    const views = [...getFlagSprite().matchAll(/<view id="([a-z]{2})"/g)].map((m) => m[1]);
    const codes = getSite().countries.map((c) => flagCode(c.flag));
    expect(views.length).toBeGreaterThan(0);
    expect(views).toEqual(codes.filter((c, i) => codes.indexOf(c) === i));
  });
});
