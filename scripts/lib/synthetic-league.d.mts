export type League = Record<'sports' | 'athletes' | 'events' | 'articles' | 'teams', Record<string, unknown>[]>;
export const PER_FACTOR: Record<keyof League, number>;
export function targetCounts(factor: number, perFactor?: Record<string, number>): Record<keyof League, number>;
export function syntheticLeague(existing: League, counts: Partial<Record<keyof League, number>>, options: { today: string }): League;
export function athleteName(i: number): string;
export function addDays(today: string, days: number): string;
export const GENERATORS: {
  name: keyof League;
  source: { folder: string } | { file: string; list: string };
  key: string;
  fileName?: (record: Record<string, unknown>) => string;
  make: (i: number, ctx: unknown) => Record<string, unknown>;
}[];
