// Hand-written checks for stored state, composed like a schema. The stores and types that many pages
// load use these instead of a validator library, which would add its whole core to those pages.

/** A type guard: true when `v` has the shape `T`. */
export type Check<T> = (v: unknown) => v is T;
/** The type a check proves. */
export type Checked<C> = C extends Check<infer T> ? T : never;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString: Check<string> = (v): v is string => typeof v === 'string';
export const isNonEmptyString: Check<string> = (v): v is string => typeof v === 'string' && v.length > 0;
export const isInt: Check<number> = (v): v is number => Number.isInteger(v);

/** An integer from `min` to `max` (both included). */
export const intBetween =
  (min: number, max = Infinity): Check<number> =>
  (v): v is number =>
    isInt(v) && v >= min && v <= max;

export const isPositiveInt = intBetween(1);
export const isNonNegativeInt = intBetween(0);
export const isNumber: Check<number> = (v): v is number => typeof v === 'number' && Number.isFinite(v);
export const isNonNegative: Check<number> = (v): v is number => isNumber(v) && v >= 0;
export const isBoolean: Check<boolean> = (v): v is boolean => typeof v === 'boolean';

/** A lower-case slug such as "flag-football": words of a-z and 0-9 joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug: Check<string> = (v): v is string => typeof v === 'string' && SLUG_PATTERN.test(v);

/** An ISO 8601 UTC time as Date#toISOString writes it. */
export const isIsoTime: Check<string> = (v): v is string =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(v) && !Number.isNaN(Date.parse(v));

export const maxLength =
  (max: number): Check<string> =>
  (v): v is string =>
    typeof v === 'string' && v.length <= max;

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (v): v is T | null =>
    v === null || check(v);

/** A field that may be left out. */
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (v): v is T | undefined =>
    v === undefined || check(v);

export const literal =
  <T extends string>(value: T): Check<T> =>
  (v): v is T =>
    v === value;

export const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (v): v is T =>
    typeof v === 'string' && (values as readonly string[]).includes(v);

export const arrayOf =
  <T>(check: Check<T>, { min = 0, max = Infinity }: { min?: number; max?: number } = {}): Check<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.length >= min && v.length <= max && v.every(check);

/** What a composed check is made of, so a failure can name the fields that failed. */
const parts = new WeakMap<Check<unknown>, { fields?: Record<string, Check<unknown>>; options?: Check<unknown>[] }>();

/** An object with these fields (extra fields are allowed, as zod's object allows them). */
export const shape = <S extends Record<string, Check<unknown>>>(fields: S): Check<{ [K in keyof S]: Checked<S[K]> }> => {
  const check = (v: unknown): v is { [K in keyof S]: Checked<S[K]> } => isRecord(v) && Object.entries(fields).every(([key, c]) => c(v[key]));
  parts.set(check, { fields });
  return check;
};

/** An object used as a map: any keys, every value passing `check`. */
export const recordOf =
  <T>(check: Check<T>): Check<Record<string, T>> =>
  (v): v is Record<string, T> =>
    isRecord(v) && Object.values(v).every(check);

export const anyOf = <A, B>(a: Check<A>, b: Check<B>): Check<A | B> => {
  const check = (v: unknown): v is A | B => a(v) || b(v);
  parts.set(check, { options: [a, b] });
  return check;
};

/** The paths of the fields `v` fails `check` on ("lines.0.price"); [""] when the value as a whole fails; [] when it passes. */
export function failingPaths(check: Check<unknown>, v: unknown): string[] {
  if (check(v)) return [];
  const made = parts.get(check);
  if (made?.fields) {
    if (!isRecord(v)) return [''];
    return Object.entries(made.fields).flatMap(([key, c]) => failingPaths(c, v[key]).map((sub) => (sub ? `${key}.${sub}` : key)));
  }
  // Of several shapes, the one `v` comes closest to (an order of kind "ticket" is told against the ticket shape).
  if (made?.options) return made.options.map((c) => failingPaths(c, v)).reduce((best, next) => (next.length < best.length ? next : best));
  return [''];
}

/** Why `v` fails `check`, in words: "not valid: quantity, total" or "not a valid record". */
export function whyNot(check: Check<unknown>, v: unknown): string {
  const paths = failingPaths(check, v).filter(Boolean);
  return paths.length ? `not valid: ${paths.join(', ')}` : 'not a valid record';
}
