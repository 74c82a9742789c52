import { checkContentFiles, type ContentFiles } from '@/lib/content/check';
import { collections, type Collection, type Collections } from '@/lib/content/collections';

/** The collections whose files the console has (/admin/content.json): every one but the demo data. */
const EDITABLE_TABLE: Collections = Object.fromEntries(Object.entries(collections as Collections).filter(([, c]) => !(c as Collection).demo));

/**
 * The build's data check over the files the console edits, in the build's words: empty when they
 * pass. The demo collection is not among the console's files, so it is left out here (the build
 * still checks it).
 */
export function checkEditableFiles(files: ContentFiles): string[] {
  return checkContentFiles(files, EDITABLE_TABLE);
}
