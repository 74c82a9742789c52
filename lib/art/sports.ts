/**
 * How the art generator draws each sport (scripts/art, `npm run art`): a Fluent Emoji figure of a
 * woman playing it (or its equipment where the set has no figure), equipment icons, and the sport's
 * accent colour. The same table writes the picture and its alt text (lib/art/describe.ts), so an
 * alt says what the picture shows. A sport missing here is drawn with a trophy and a hue of its own.
 */
export type SportArt = {
  /** Fluent Emoji Flat icon names: the main figure, then equipment (drawn smaller). */
  figure: string;
  props: string[];
  /** Accent colour of the sport's artwork. */
  accent: string;
  /** What the picture shows, for alt text: "a woman dribbling a basketball". */
  shows: string;
  /** The emblem drawn on avatars and trophies (Fluent Emoji Flat). */
  emblem: string;
};

/** Skin tones of the figures, picked per picture so the league's athletes are not all one person. */
export const SKIN_TONES = ['', '-light', '-medium-light', '-medium', '-medium-dark', '-dark'] as const;

/** One row per sport: figure, props, accent, shows, emblem (the fields of SportArt, in that order). */
const ROWS: Record<string, [figure: string, props: string[], accent: string, shows: string, emblem: string]> = {
  archery: ['bow-and-arrow', ['mdi:bullseye-arrow'], '#0f766e', 'a bow and arrow beside a target', 'bow-and-arrow'],
  badminton: ['woman-playing-handball~', ['badminton'], '#65a30d', 'a woman playing badminton with a racket and shuttlecock', 'badminton'],
  basketball: ['woman-bouncing-ball~', ['basketball'], '#ea580c', 'a woman dribbling a basketball', 'basketball'],
  'beach-sports': ['woman-playing-handball~', ['volleyball', 'beach-with-umbrella'], '#f59e0b', 'a woman playing volleyball on a beach', 'volleyball'],
  billiards: ['pool-8-ball', ['mdi:billiards-rack'], '#15803d', 'a pool 8 ball and a rack of billiard balls', 'pool-8-ball'],
  bowling: ['bowling', ['woman-standing~'], '#7c3aed', 'a bowling ball knocking down pins beside a woman bowler', 'bowling'],
  cricket: ['cricket-game', ['woman-running-facing-right~'], '#16a34a', 'a cricket bat and ball with a woman running between the wickets', 'cricket-game'],
  cycling: ['woman-biking~', ['mdi:bike-fast'], '#0284c7', 'a woman racing a bicycle', 'bicycle'],
  darts: ['mdi:bullseye-arrow', ['woman-standing~'], '#dc2626', 'a dart in the bullseye of a dartboard beside a woman player', 'mdi:bullseye-arrow'],
  'e-sports': ['woman-technologist~', ['video-game', 'joystick'], '#6d28d9', 'a woman gamer with a game controller', 'video-game'],
  'flag-football': ['woman-running-facing-right~', ['american-football', 'triangular-flag'], '#b91c1c', 'a woman running with a football', 'american-football'],
  golf: ['woman-golfing~', ['flag-in-hole'], '#15803d', 'a woman swinging a golf club', 'flag-in-hole'],
  hockey: ['field-hockey', ['ice-hockey', 'woman-running-facing-right~'], '#0369a1', 'hockey sticks and a woman player skating in', 'ice-hockey'],
  'mud-wrestling': ['woman-wrestling~', [], '#92400e', 'two women wrestling', 'woman-wrestling'],
  'pet-shows': ['dog', ['rosette', 'woman-standing~'], '#db2777', 'a show dog winning a rosette beside its handler', 'dog-face'],
  'pickle-ball': ['woman-running-facing-right~', ['ping-pong'], '#84cc16', 'a woman playing pickleball with a paddle', 'ping-pong'],
  'rock-climbing': ['woman-climbing~', ['mountain'], '#a16207', 'a woman climbing a rock wall', 'woman-climbing'],
  rugby: ['woman-running-facing-right~', ['rugby-football'], '#9f1239', 'a woman running with a rugby ball', 'rugby-football'],
  shooting: ['mdi:target', ['woman-standing~'], '#475569', 'a shooting target beside a woman sport shooter', 'mdi:target'],
  skateboarding: ['skateboard', ['woman-cartwheeling~'], '#c026d3', 'a skateboard and a woman doing a trick', 'skateboard'],
  skating: ['ice-skate', ['woman-dancing~'], '#0ea5e9', 'an ice skate and a woman figure skater', 'ice-skate'],
  soccer: ['woman-running-facing-right~', ['soccer-ball', 'goal-net'], '#16a34a', 'a woman running with a soccer ball towards a goal', 'soccer-ball'],
  softball: ['woman-running-facing-right~', ['softball', 'mdi:baseball-bat'], '#ca8a04', 'a woman running the bases with a softball and bat', 'softball'],
  surfing: ['woman-surfing~', ['water-wave'], '#0891b2', 'a woman surfing a wave', 'woman-surfing'],
  swimming: ['woman-swimming~', ['one-piece-swimsuit'], '#0284c7', 'a woman swimming', 'woman-swimming'],
  'table-tennis': ['ping-pong', ['woman-raising-hand~'], '#e11d48', 'a table tennis paddle and ball beside a woman player', 'ping-pong'],
  tennis: ['woman-running-facing-right~', ['tennis', 'mdi:tennis'], '#65a30d', 'a woman playing tennis with a racket and ball', 'tennis'],
  'track-field': ['woman-running~', ['stopwatch', 'running-shoe'], '#dc2626', 'a woman sprinting', 'running-shoe'],
  'water-sports': ['woman-rowing-boat~', ['water-wave'], '#0e7490', 'a woman rowing a boat', 'woman-rowing-boat'],
  'winter-games': ['skier', ['snowboarder', 'snow-capped-mountain'], '#2563eb', 'a skier and a snowboarder on a snowy mountain', 'skis'],
};

const TABLE: Record<string, SportArt> = Object.fromEntries(
  Object.entries(ROWS).map(([key, [figure, props, accent, shows, emblem]]) => [key, { figure, props, accent, shows, emblem }]),
);

/** "Track and Field", "track-field", "Flag Football" -> the table's key. */
export function sportKey(nameOrSlug: string): string {
  const slug = nameOrSlug
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const aliases: Record<string, string> = { 'track-and-field': 'track-field', esports: 'e-sports', pickleball: 'pickle-ball', 'ice-hockey': 'hockey' };
  return aliases[slug] ?? slug;
}

/** A stable number from a text (hues and skin tones that do not change between runs). */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export function sportArt(nameOrSlug: string): SportArt {
  const key = sportKey(nameOrSlug);
  const known = TABLE[key];
  if (known) return known;
  const hue = hashOf(key) % 360;
  return { figure: 'trophy', props: ['sports-medal'], accent: `hsl(${hue} 65% 40%)`, shows: 'a trophy and a medal', emblem: 'trophy' };
}

/** The sport's display name in running text: "Track and Field" -> "track and field". */
export function sportWords(name: string): string {
  return name.replace(/&/g, 'and').toLowerCase();
}

/** The picture of a sport drawn by `npm run art` (banner and cards) unless its file names its own `image`. */
export function sportPicture(sport: { slug: string; image?: string }): { src: string; alt: string } {
  // An editor's own picture sits beside the sport's name in the banner: decorative there.
  if (sport.image) return { src: sport.image, alt: '' };
  return { src: `/images/sports/${sport.slug}.svg`, alt: sportPictureAlt(sport.slug) };
}

export function sportPictureAlt(slug: string): string {
  return `Illustration of ${sportArt(slug).shows}`;
}
