/** A source of numbers in [0, 1), like Math.random. Injected so tests can pin or seed it. */
export type RandomSource = () => number;

/** A whole number from min to max inclusive. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return min + Math.floor(r * (max - min + 1));
}

/** One item of a non-empty list. */
export function pick<T>(random: RandomSource, items: readonly T[]): T {
  const item = items[randomInt(random, 0, items.length - 1)];
  if (item === undefined) throw new Error('pick: the list is empty');
  return item;
}

/** A small seeded generator (mulberry32) for repeatable tests. */
export { seededRandom } from './seeded-random.mjs';
