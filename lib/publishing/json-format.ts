/**
 * Writes a data file the way the repository writes it: JSON indented by two spaces, `$schema` first,
 * keys in the order given, characters outside ASCII as themselves, numbers in JavaScript's shortest
 * form, and a final newline. When the file's current text is given, what JSON.parse forgets is kept
 * from it: a container written on one line (`{ "id": 1, "name": "Awards" }`) stays on one line, and a
 * number or string written another way (`59.50`, `"\u00e9"`) keeps its spelling while its value is
 * unchanged. A new or changed container takes the style of the containers at the same place.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export type JsonObject = { [key: string]: JsonValue };

export const INDENT = '  ';

/** A place in a file with array positions left out, so records in one list share their place. */
type Place = string;

interface Layout {
  /** By place and content: was this container written on one line? */
  inline: Map<string, boolean>;
  /** By place: were all containers here written on one line? */
  inlineAt: Map<Place, boolean>;
  /** By place and value: a scalar's own spelling, where it differs from JSON.stringify's. */
  spelling: Map<string, string>;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childPlace(place: Place, key: string | null): Place {
  return `${place}/${key === null ? '[]' : JSON.stringify(key)}`;
}

function contentKey(place: Place, value: JsonValue): string {
  return `${place}\n${JSON.stringify(value)}`;
}

/** Reads the layout of a valid JSON text by walking it alongside its parsed value. */
function readLayout(text: string): Layout {
  JSON.parse(text); // the walk below trusts the text to be valid JSON: a SyntaxError here names what is wrong
  const layout: Layout = { inline: new Map(), inlineAt: new Map(), spelling: new Map() };
  const scalar = /[^\s,\]}]+/y;
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at] as string)) at++;
  };
  const readString = (): string => {
    const start = at;
    at++;
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
    return text.slice(start, at);
  };
  const walk = (place: Place): JsonValue => {
    skipSpace();
    const start = at;
    const open = text[at];
    if (open === '{' || open === '[') {
      at++;
      const isObject = open === '{';
      const value: JsonValue = isObject ? {} : [];
      skipSpace();
      while (text[at] !== '}' && text[at] !== ']') {
        if (isObject) {
          const key = JSON.parse(readString()) as string;
          skipSpace();
          at++; // ':'
          (value as JsonObject)[key] = walk(childPlace(place, key));
        } else {
          (value as JsonValue[]).push(walk(childPlace(place, null)));
        }
        skipSpace();
        if (text[at] === ',') at++;
        skipSpace();
      }
      at++;
      const oneLine = !text.slice(start, at).includes('\n');
      layout.inline.set(contentKey(place, value), oneLine);
      layout.inlineAt.set(place, (layout.inlineAt.get(place) ?? true) && oneLine);
      return value;
    }
    if (open === '"') {
      const raw = readString();
      return remember(place, raw);
    }
    scalar.lastIndex = at;
    const raw = (scalar.exec(text) as RegExpExecArray)[0];
    at += raw.length;
    return remember(place, raw);
  };
  const remember = (place: Place, raw: string): JsonValue => {
    const value = JSON.parse(raw) as JsonValue;
    if (JSON.stringify(value) !== raw) layout.spelling.set(contentKey(place, value), raw);
    return value;
  };
  walk('');
  return layout;
}

/** `$schema` first, then the other keys in their order. */
function schemaFirst(value: JsonObject): [string, JsonValue][] {
  const entries = Object.entries(value);
  return [...entries.filter(([key]) => key === '$schema'), ...entries.filter(([key]) => key !== '$schema')];
}

function write(value: JsonValue, place: Place, depth: number, layout: Layout | undefined, forceInline: boolean, top: boolean): string {
  if (value === null || typeof value !== 'object') {
    return layout?.spelling.get(contentKey(place, value)) ?? JSON.stringify(value);
  }
  const entries: [string | null, JsonValue][] = Array.isArray(value) ? value.map((item) => [null, item]) : top ? schemaFirst(value) : Object.entries(value);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return open + close;
  const inline = forceInline || (layout?.inline.get(contentKey(place, value)) ?? layout?.inlineAt.get(place) ?? false);
  const parts = entries.map(([key, item]) => {
    const written = write(item, childPlace(place, key), depth + 1, layout, inline, false);
    return key === null ? written : `${JSON.stringify(key)}: ${written}`;
  });
  if (inline) return Array.isArray(value) ? `[${parts.join(', ')}]` : `{ ${parts.join(', ')} }`;
  const inner = INDENT.repeat(depth + 1);
  return `${open}\n${parts.map((part) => inner + part).join(',\n')}\n${INDENT.repeat(depth)}${close}`;
}

/**
 * The text of a data file holding `value`. Pass the file's current text as `previous` to keep its
 * one-line containers and its spelling of unchanged numbers and strings.
 */
export function formatDataFile(value: JsonValue, previous?: string): string {
  const layout = previous === undefined ? undefined : readLayout(previous);
  return `${write(value, '', 0, layout, false, true)}\n`;
}

/**
 * `next` with its objects' keys in the order of `like`: keys `like` has come first in its order, keys
 * new in `next` follow in their own order. Array items follow the item at the same position in `like`,
 * or its first item when `like` is shorter, so a new record takes the key order of its siblings.
 */
export function orderKeysLike(next: JsonValue, like: JsonValue | undefined): JsonValue {
  if (Array.isArray(next)) {
    const siblings = Array.isArray(like) ? like : [];
    return next.map((item, index) => orderKeysLike(item, siblings[index] ?? siblings[0]));
  }
  if (!isJsonObject(next)) return next;
  const template = isJsonObject(like) ? like : {};
  const keys = [...Object.keys(template).filter((key) => Object.hasOwn(next, key)), ...Object.keys(next).filter((key) => !Object.hasOwn(template, key))];
  return Object.fromEntries(keys.map((key) => [key, orderKeysLike(next[key] as JsonValue, template[key])]));
}
