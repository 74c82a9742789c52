/** A letter of the sports index and the sports whose names start with it. */
export interface LetterGroup<T> {
  letter: string;
  /** The section's id, for the letter links: `sports-a`; `sports-other` for a name starting with no letter. */
  id: string;
  items: T[];
}

/** "A" for "Archery"; "#" for a name that starts with no letter of A to Z ("3x3 Basketball"). */
export function initialOf(name: string): string {
  const first = name.trim().normalize('NFD').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/**
 * The sports grouped by the first letter of their names, letters A to Z (names starting with no letter
 * last, under "#"), each group sorted by name as people read it ("E-sports" before "Golf").
 */
export function groupByInitial<T extends { name: string }>(items: readonly T[]): LetterGroup<T>[] {
  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  const groups = new Map<string, T[]>();
  for (const item of sorted) {
    const letter = initialOf(item.name);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, group]) => ({ letter, id: letter === '#' ? 'sports-other' : `sports-${letter.toLowerCase()}`, items: group }));
}
