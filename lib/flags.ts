/**
 * Country flags in the footer are pictures, not emoji: an emoji flag is two "regional indicator"
 * letters that a phone draws with its emoji font, but Windows has no flag emoji (it shows the
 * letters "US"), and a system without an emoji font searches every installed font for each letter
 * while laying out the page (80 ms of a phone-speed layout, README "Performance"). The data keeps
 * the emoji (what editors type); the picture is `public/images/flags/<code>.svg`, its name read
 * from the emoji.
 */

const REGIONAL_A = 0x1f1e6;

/** `🇺🇸` -> `us`; null for anything that is not exactly one flag emoji. */
export function flagCode(emoji: string): string | null {
  const points = [...emoji].map((c) => c.codePointAt(0)!);
  if (points.length !== 2 || points.some((p) => p < REGIONAL_A || p > REGIONAL_A + 25)) return null;
  return points.map((p) => String.fromCharCode(0x61 + p - REGIONAL_A)).join('');
}

/** Where a flag's picture lives, under public/ and on the site. */
export function flagPicture(code: string): string {
  return `/images/flags/${code}.svg`;
}
