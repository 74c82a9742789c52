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

const TABLE: Record<string, SportArt> = {
  archery: { figure: 'bow-and-arrow', props: ['mdi:bullseye-arrow'], accent: '#0f766e', shows: 'a bow and arrow beside a target', emblem: 'bow-and-arrow' },
  badminton: {
    figure: 'woman-playing-handball~',
    props: ['badminton'],
    accent: '#65a30d',
    shows: 'a woman playing badminton with a racket and shuttlecock',
    emblem: 'badminton',
  },
  basketball: { figure: 'woman-bouncing-ball~', props: ['basketball'], accent: '#ea580c', shows: 'a woman dribbling a basketball', emblem: 'basketball' },
  'beach-sports': {
    figure: 'woman-playing-handball~',
    props: ['volleyball', 'beach-with-umbrella'],
    accent: '#f59e0b',
    shows: 'a woman playing volleyball on a beach',
    emblem: 'volleyball',
  },
  billiards: {
    figure: 'pool-8-ball',
    props: ['mdi:billiards-rack'],
    accent: '#15803d',
    shows: 'a pool 8 ball and a rack of billiard balls',
    emblem: 'pool-8-ball',
  },
  bowling: {
    figure: 'bowling',
    props: ['woman-standing~'],
    accent: '#7c3aed',
    shows: 'a bowling ball knocking down pins beside a woman bowler',
    emblem: 'bowling',
  },
  cricket: {
    figure: 'cricket-game',
    props: ['woman-running-facing-right~'],
    accent: '#16a34a',
    shows: 'a cricket bat and ball with a woman running between the wickets',
    emblem: 'cricket-game',
  },
  cycling: { figure: 'woman-biking~', props: ['mdi:bike-fast'], accent: '#0284c7', shows: 'a woman racing a bicycle', emblem: 'bicycle' },
  darts: {
    figure: 'mdi:bullseye-arrow',
    props: ['woman-standing~'],
    accent: '#dc2626',
    shows: 'a dart in the bullseye of a dartboard beside a woman player',
    emblem: 'mdi:bullseye-arrow',
  },
  'e-sports': {
    figure: 'woman-technologist~',
    props: ['video-game', 'joystick'],
    accent: '#6d28d9',
    shows: 'a woman gamer with a game controller',
    emblem: 'video-game',
  },
  'flag-football': {
    figure: 'woman-running-facing-right~',
    props: ['american-football', 'triangular-flag'],
    accent: '#b91c1c',
    shows: 'a woman running with a football',
    emblem: 'american-football',
  },
  golf: { figure: 'woman-golfing~', props: ['flag-in-hole'], accent: '#15803d', shows: 'a woman swinging a golf club', emblem: 'flag-in-hole' },
  hockey: {
    figure: 'field-hockey',
    props: ['ice-hockey', 'woman-running-facing-right~'],
    accent: '#0369a1',
    shows: 'hockey sticks and a woman player skating in',
    emblem: 'ice-hockey',
  },
  'mud-wrestling': { figure: 'woman-wrestling~', props: [], accent: '#92400e', shows: 'two women wrestling', emblem: 'woman-wrestling' },
  'pet-shows': {
    figure: 'dog',
    props: ['rosette', 'woman-standing~'],
    accent: '#db2777',
    shows: 'a show dog winning a rosette beside its handler',
    emblem: 'dog-face',
  },
  'pickle-ball': {
    figure: 'woman-running-facing-right~',
    props: ['ping-pong'],
    accent: '#84cc16',
    shows: 'a woman playing pickleball with a paddle',
    emblem: 'ping-pong',
  },
  'rock-climbing': { figure: 'woman-climbing~', props: ['mountain'], accent: '#a16207', shows: 'a woman climbing a rock wall', emblem: 'woman-climbing' },
  rugby: {
    figure: 'woman-running-facing-right~',
    props: ['rugby-football'],
    accent: '#9f1239',
    shows: 'a woman running with a rugby ball',
    emblem: 'rugby-football',
  },
  shooting: {
    figure: 'mdi:target',
    props: ['woman-standing~'],
    accent: '#475569',
    shows: 'a shooting target beside a woman sport shooter',
    emblem: 'mdi:target',
  },
  skateboarding: {
    figure: 'skateboard',
    props: ['woman-cartwheeling~'],
    accent: '#c026d3',
    shows: 'a skateboard and a woman doing a trick',
    emblem: 'skateboard',
  },
  skating: { figure: 'ice-skate', props: ['woman-dancing~'], accent: '#0ea5e9', shows: 'an ice skate and a woman figure skater', emblem: 'ice-skate' },
  soccer: {
    figure: 'woman-running-facing-right~',
    props: ['soccer-ball', 'goal-net'],
    accent: '#16a34a',
    shows: 'a woman running with a soccer ball towards a goal',
    emblem: 'soccer-ball',
  },
  softball: {
    figure: 'woman-running-facing-right~',
    props: ['softball', 'mdi:baseball-bat'],
    accent: '#ca8a04',
    shows: 'a woman running the bases with a softball and bat',
    emblem: 'softball',
  },
  surfing: { figure: 'woman-surfing~', props: ['water-wave'], accent: '#0891b2', shows: 'a woman surfing a wave', emblem: 'woman-surfing' },
  swimming: { figure: 'woman-swimming~', props: ['one-piece-swimsuit'], accent: '#0284c7', shows: 'a woman swimming', emblem: 'woman-swimming' },
  'table-tennis': {
    figure: 'ping-pong',
    props: ['woman-raising-hand~'],
    accent: '#e11d48',
    shows: 'a table tennis paddle and ball beside a woman player',
    emblem: 'ping-pong',
  },
  tennis: {
    figure: 'woman-running-facing-right~',
    props: ['tennis', 'mdi:tennis'],
    accent: '#65a30d',
    shows: 'a woman playing tennis with a racket and ball',
    emblem: 'tennis',
  },
  'track-field': { figure: 'woman-running~', props: ['stopwatch', 'running-shoe'], accent: '#dc2626', shows: 'a woman sprinting', emblem: 'running-shoe' },
  'water-sports': { figure: 'woman-rowing-boat~', props: ['water-wave'], accent: '#0e7490', shows: 'a woman rowing a boat', emblem: 'woman-rowing-boat' },
  'winter-games': {
    figure: 'skier',
    props: ['snowboarder', 'snow-capped-mountain'],
    accent: '#2563eb',
    shows: 'a skier and a snowboarder on a snowy mountain',
    emblem: 'skis',
  },
};

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
