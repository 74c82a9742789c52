import { initialsOf } from '../art/initials';
import { sportWords } from '../art/sports';

/**
 * An athlete's portrait. Every athlete has one with nothing written in her record: the art step
 * (npm run art, first step of the build) draws /images/athletes/<id>.svg from her name and sport,
 * and its alt says what it shows. A record that names its own `image` and `alt` (a photo) keeps them.
 */
export interface Portrait {
  src: string;
  alt: string;
}

/** Where the art step draws her portrait when her record names none. */
export function athletePortraitPath(id: string): string {
  return `/images/athletes/${id}.svg`;
}

/** What the drawn portrait shows: "Avatar of Maya Johnson: the initials MJ above a flag football emblem". */
export function athletePortraitAlt(name: string, sportName?: string): string {
  const initials = `the initials ${initialsOf(name)}`;
  return sportName ? `Avatar of ${name}: ${initials} above a ${sportWords(sportName)} emblem` : `Avatar of ${name}: ${initials}`;
}

/** Her record's own picture and alt, or the drawn one. */
export function athletePortrait(a: { id: string; name: string; image?: string; alt?: string }, sportName: string): Portrait {
  if (a.image && a.alt) return { src: a.image, alt: a.alt };
  return { src: athletePortraitPath(a.id), alt: athletePortraitAlt(a.name, sportName) };
}
