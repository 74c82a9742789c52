import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { flagCode, flagPicture } from '@/lib/site/flags';
import type { Site } from '@/lib/schemas/site';
import { collections } from './collections';
import { assertCollectionRefs, readCollectionFile } from './read';

export function getSite(): Site {
  const site = readCollectionFile(collections.site);
  assertCollectionRefs(collections.site, site, { paths: ['highlights[].articleSlug'] });
  site.countries.forEach((c, i) => {
    const picture = path.join('public', flagPicture(flagCode(c.flag)!));
    if (!fs.existsSync(path.join(process.cwd(), picture))) {
      throw new Error(`data/site.json: countries.${i}.flag: no picture for ${c.flag} (${picture}; docs/content-editing.md "Adding a country")`);
    }
  });
  return site;
}
