/** The initials a drawn picture carries: two letters ("MJ"), or one pair per person ("EP GK"). */
export function initialsOf(name: string): string {
  const people = name.split(/\s+(?:and|&)\s+/);
  if (people.length > 1) return people.map(initialsOf).join(' ');
  const words = name.split(/\s+/).filter((w) => /^[\p{L}]/u.test(w));
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? words[words.length - 1]![0] : '';
  return (first + last).toUpperCase();
}
