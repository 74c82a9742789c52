import 'server-only';
import crypto from 'node:crypto';
import { contentFileTexts } from './file-texts';
import { derivedContent } from './read';

/**
 * A short fingerprint of every data file the site was built from: two builds of the same content
 * share it, any content change (a price, a date, a new event) gives another. Pages carry it in a meta
 * tag and the export writes it to /build-id.json, so a payment can tell a page from an older build.
 */
export function contentVersion(): string {
  // Once per read of the files: every page's frame carries it, and hashing every data file per page
  // made each page's render grow with the content.
  return derivedContent('contentVersion', () => {
    const files = contentFileTexts();
    const hash = crypto.createHash('sha256');
    for (const name of Object.keys(files).sort()) hash.update(`${name}\0${files[name]}\0`);
    return hash.digest('hex').slice(0, 16);
  });
}
