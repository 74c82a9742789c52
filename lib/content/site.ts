import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { flagCode, flagPicture } from '@/lib/site/flags';
import { siteSchema, type Site } from '@/lib/schemas/site';
import { readContent } from './read';
import { articleIndex, assertHighlightArticles } from './article-refs';

export function getSite(): Site {
  const site = readContent('site.json', siteSchema);
  assertHighlightArticles('data/site.json', site.highlights, articleIndex);
  site.countries.forEach((c, i) => {
    const picture = path.join('public', flagPicture(flagCode(c.flag)!));
    if (!fs.existsSync(path.join(process.cwd(), picture))) {
      throw new Error(`data/site.json: countries.${i}.flag: no picture for ${c.flag} (${picture}; docs/content-editing.md "Adding a country")`);
    }
  });
  return site;
}
