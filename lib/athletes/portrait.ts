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

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The portrait the console previews for an athlete whose drawn one does not exist yet (a record
 * added in the console: the art step draws hers at the next build). Her initials on the league's
 * colour, as a data: address, so the preview never asks for a file that is not there.
 */
export function previewPortrait(name: string): Portrait {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#5b21b6"/><text x="200" y="245" font-family="sans-serif" font-size="150" font-weight="700" text-anchor="middle" fill="#fff">${xmlText(initialsOf(name))}</text></svg>`;
  return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, alt: athletePortraitAlt(name) };
}
