/**
 * The console's JSON boxes: text that does not read as JSON yet stands in the form as an UnreadJson
 * (so a save refuses it instead of saving the last text that did read), and a record typed as JSON
 * is checked for fields its schema does not have (a misspelled field would otherwise be published
 * and do nothing).
 */

/** A JSON box's text that does not read as JSON: what is wrong, in words. Never saved. */
export class UnreadJson {
  constructor(readonly problem: string) {}
}

/** The first UnreadJson in a value (the form's values or a record), with its path ("lineup.0"). */
export function findUnreadJson(value: unknown, path = ''): { path: string; problem: string } | null {
  if (value instanceof UnreadJson) return { path, problem: value.problem };
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnreadJson(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/** The fields of a typed record its schema does not have: the build's own comparison (lib/content/unknown-fields.ts). */
export { unknownFields } from '@/lib/content/unknown-fields';
