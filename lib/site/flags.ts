/**
 * Country flags in the footer are pictures, not emoji: an emoji flag is two "regional indicator"
 * letters that a phone draws with its emoji font, but Windows has no flag emoji (it shows the
 * letters "US"), and a system without an emoji font searches every installed font for each letter
 * while laying out the page (80 ms of a phone-speed layout, docs/performance.md). The data keeps
 * the emoji (what editors type); the picture is `public/images/flags/<code>.svg`, its name read
 * from the emoji, and the site serves all of them as one sprite, `/flags.svg`.
 */

const REGIONAL_A = 0x1f1e6;

/** `🇺🇸` -> `us`; null for anything that is not exactly one flag emoji. */
export function flagCode(emoji: string): string | null {
  const points = [...emoji].map((c) => c.codePointAt(0)!);
  if (points.length !== 2 || points.some((p) => p < REGIONAL_A || p > REGIONAL_A + 25)) return null;
  return points.map((p) => String.fromCharCode(0x61 + p - REGIONAL_A)).join('');
}

/**
 * The flags that have a picture in public/images/flags/ (a unit test holds this list to the folder):
 * what the site schema checks a country's flag against, so the build and the admin console refuse a
 * flag without its picture in the same words.
 */
export const FLAG_PICTURES: ReadonlySet<string> = new Set(['au', 'br', 'ca', 'de', 'es', 'fr', 'gb', 'in', 'it', 'jp', 'kr', 'mx', 'ng', 'us', 'za']);

/** Why a country's flag cannot be shown, or null: not one flag emoji, or no picture for it. */
export function flagProblem(emoji: string): string | null {
  const code = flagCode(emoji);
  if (code === null) return 'expected one flag emoji (two regional indicator letters), e.g. "🇺🇸"';
  if (!FLAG_PICTURES.has(code)) return `no picture for ${emoji} (public${flagPicture(code)}; docs/content-editing.md "Adding a country")`;
  return null;
}

/** Where a flag's picture lives, under public/ and on the site. */
export function flagPicture(code: string): string {
  return `/images/flags/${code}.svg`;
}

/** Where a flag is shown from: its view in the sprite the site serves at /flags.svg. */
export function flagInSprite(code: string): string {
  return `/flags.svg#${code}`;
}

/** Size of one flag in the sprite: the pictures' 4:3 view box. */
const FLAG_W = 640;
const FLAG_H = 480;

/**
 * One SVG holding every flag, one below the other, each reachable as `flags.svg#<code>` (an SVG
 * `<view>`): the footer's 15 pictures cost one request, not 15 (each answer carries about 1.2 KB of
 * headers, and lazy pictures near the first screen are fetched with the page).
 */
export function flagSprite(flags: readonly { code: string; svg: string }[]): string {
  const parts = flags.map(({ code, svg }, i) => {
    const inner = /<svg\b[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg.trim())?.[1];
    if (inner === undefined) throw new Error(`flag ${code}: not an SVG document`);
    const y = i * FLAG_H;
    return `<view id="${code}" viewBox="0 ${y} ${FLAG_W} ${FLAG_H}"/><svg x="0" y="${y}" width="${FLAG_W}" height="${FLAG_H}" viewBox="0 0 ${FLAG_W} ${FLAG_H}">${inner.replace(/<!--[\s\S]*?-->/g, '').trim()}</svg>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${FLAG_W} ${FLAG_H * flags.length}">${parts.join('')}</svg>\n`;
}
