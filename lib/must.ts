/**
 * Lookups the caller knows succeed (an index inside the list, a key it has just written), checked
 * anyway: a wrong belief stops with an error naming what was missing instead of carrying
 * `undefined` on. Used by build scripts and tests; pages handle their missing cases themselves.
 */

/** `value` when it is there, else an error naming `what`. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}, found ${value}`);
  return value;
}

/** `list[index]` (a negative index counts from the end), else an error naming the index and the length. */
export function at<T>(list: readonly T[], index: number, what = 'item'): T {
  const value = list.at(index);
  if (value === undefined) throw new Error(`expected ${what} ${index} of a list of ${list.length}`);
  return value;
}
