import type { League } from './synthetic-league.mjs';
export function readLeague(dataDir: string): League;
export function addSyntheticLeague(dataDir: string, factor: number, today?: string): Record<keyof League, number>;
