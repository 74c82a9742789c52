import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sitemap from '@/app/sitemap';
import { appRoutePatterns } from '@/lib/content/routes';
import { getSports } from '@/lib/content/sports';
import { PAGE_ROUTES } from '@/lib/site/page-routes';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';

const paths = () => sitemap().map((entry) => entry.url.slice(`${SITE_URL}${BASE_PATH}`.length));

const noindex = Object.entries(PAGE_ROUTES)
  .filter(([, entry]) => 'noindex' in entry && entry.noindex)
  .map(([route]) => route);

describe('the sitemap', () => {
  it('lists home, the public fixed pages and every sport, and none of the pages marked noindex', () => {
    const listed = paths();
    expect(listed).toContain('/');
    expect(listed).toEqual(expect.arrayContaining(Object.keys(PAGE_ROUTES).filter((r) => !noindex.includes(r))));
    expect(listed).toEqual(expect.arrayContaining(getSports().map((s) => `/sports/${s.slug}/`)));
    expect(noindex.length).toBeGreaterThan(0);
    expect(listed.filter((r) => noindex.includes(r))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  describe('with a page added under app/', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
    beforeAll(() => {
      // The site's own page folders, plus one new page; its content is the real data.
      for (const pattern of [...appRoutePatterns(), '/tryouts/']) {
        fs.mkdirSync(path.join(root, 'app', pattern), { recursive: true });
        fs.writeFileSync(path.join(root, 'app', pattern, 'page.tsx'), '');
      }
      fs.symlinkSync(path.join(process.cwd(), 'data'), path.join(root, 'data'));
    });
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it('lists the new page with no list edited', () => {
      const before = paths();
      jest.spyOn(process, 'cwd').mockReturnValue(root);
      const after = paths();
      jest.restoreAllMocks();
      expect(before).not.toContain('/tryouts/');
      expect(after.sort()).toEqual([...before, '/tryouts/'].sort());
    });
  });
});
