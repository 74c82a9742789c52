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

/**
 * The fields of `input` that its schema dropped: every key present in the typed record (at any depth)
 * but absent from the schema's reading of it (`parsed`). Lists are compared item by item.
 */
export function unknownFields(input: unknown, parsed: unknown, path = ''): string[] {
  if (typeof input !== 'object' || input === null || typeof parsed !== 'object' || parsed === null) return [];
  const out: string[] = [];
  for (const [key, item] of Object.entries(input)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in parsed)) out.push(at);
    else out.push(...unknownFields(item, (parsed as Record<string, unknown>)[key], at));
  }
  return out;
}
