import { siteSchema, type Site } from '@/lib/schemas/site';
import { readContent } from './read';

export function getSite(): Site {
  return readContent('site.json', siteSchema);
}
