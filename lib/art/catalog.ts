/**
 * Which pictures the art generator draws, and the alt text of each, read from the data files.
 * Every `/images/**.svg` that a data record names (field `image`, `winnerImage`, `logo`, `youImage`,
 * `media.url`) is drawn from that record: the picture's folder says what kind of picture it is and
 * the record says what is on it (sport, name, colour, event kind). The alt text is written from the
 * same fields, so a record's `alt` can be checked against it (`npm run art -- --write-alts` sets it).
 * Pure: the caller reads the files (scripts/art/run.ts, the unit tests).
 */
import { sportArt, sportKey, sportWords, hashOf, sportPictureAlt } from './sports';
import { productAlt, colourSlug } from '../shop/product-picture';
import { athletePortraitAlt, athletePortraitPath } from '../athletes/portrait';
import { initialsOf } from './initials';

export { initialsOf };

export type IconRef = { icon: string; noun: string };

export type Draw =
  | { type: 'scene'; accent: string; figure: string; props: string[]; backdrop?: string; overlay?: 'play' | 'live' }
  | { type: 'avatar'; accent: string; initials: string; emblem: string }
  | { type: 'card'; accent: string; initials: string; figure: string; emblem: string }
  | { type: 'trophy'; accent: string; initials: string; emblem: string }
  | { type: 'product'; kind: ProductKind; colour: string; number: number; sport: string }
  | { type: 'logo'; accent: string; name: string; icon: string };

export type ProductKind =
  | 'tank-jersey'
  | 'kit'
  | 'rugby-jersey'
  | 'hoodie'
  | 'jacket'
  | 'rash-guard'
  | 'tee'
  | 'polo'
  | 'scarf'
  | 'ball'
  | 'racket'
  | 'board'
  | 'cap'
  | 'shorts'
  | 'bag'
  | 'emblem';

export type ArtRef = { file: string; pointer: string; altField: string | null; alt: string | null };

export type ArtJob = {
  path: string;
  width: number;
  height: number;
  alt: string;
  /** What the picture stands for: two records naming one picture must name the same subject. */
  subject: string;
  /** Seed for the small variations (skin tone, confetti). */
  seed: number;
  draw: Draw;
  refs: ArtRef[];
};

export type DataFile = { file: string; data: unknown };

type Rec = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

function listOf(nouns: string[]): string {
  if (nouns.length <= 1) return nouns.join('');
  return `${nouns.slice(0, -1).join(', ')} and ${nouns[nouns.length - 1]}`;
}

/** Event kinds (the folder under /images/events/): what the picture shows and how. */
const EVENT_KINDS: Record<string, { figure: string; noun: string; accent: string }> = {
  cruises: { figure: 'passenger-ship', noun: 'a cruise ship at sea', accent: '#0369a1' },
  travel: { figure: 'airplane', noun: 'an airplane flying to a stadium', accent: '#7c3aed' },
  venues: { figure: 'stadium', noun: 'an event venue', accent: '#db2777' },
  parks: { figure: 'national-park', noun: 'a national park', accent: '#15803d' },
  ballrooms: { figure: 'mirror-ball', noun: 'a ballroom mirror ball', accent: '#a21caf' },
};

/** Words in an event record that add a second element to its picture. */
const EVENT_EXTRAS: [RegExp, IconRef][] = [
  [/caribbean|island/i, { icon: 'desert-island', noun: 'a palm-tree island' }],
  [/mediterranean|sunset|dusk/i, { icon: 'sunset', noun: 'a sunset' }],
  [/pacific|hawai/i, { icon: 'water-wave', noun: 'an ocean wave' }],
  [/beach/i, { icon: 'beach-with-umbrella', noun: 'a beach umbrella' }],
  [/rooftop|skyline|urban|city/i, { icon: 'cityscape', noun: 'a city skyline' }],
  [/alpine|mountain|peak|banff|glacier/i, { icon: 'snow-capped-mountain', noun: 'snowy mountains' }],
  [/yosemite|granite|valley/i, { icon: 'mountain', noun: 'a granite mountain' }],
  [/central park|runners|path/i, { icon: 'woman-running~', noun: 'a woman running' }],
  [/europe/i, { icon: 'classical-building', noun: 'a historic building' }],
  [/asia/i, { icon: 'night-with-stars', noun: 'a city at night' }],
  [/south america|rio|brazil/i, { icon: 'soccer-ball', noun: 'a soccer ball' }],
  [/crystal|chandelier/i, { icon: 'sparkles', noun: 'sparkles' }],
  [/golden|gate|bay|waterfront/i, { icon: 'woman-dancing~', noun: 'a woman dancing' }],
  [/savoy|art deco|historic/i, { icon: 'woman-in-tuxedo~', noun: 'a woman in a tuxedo' }],
];

/** Per folder: the extra element drawn with a sport's figure, and its words. */
const SPORT_FOLDERS: Record<string, { width: number; height: number; extra?: IconRef; overlay?: 'play' | 'live'; backdrop?: string; lead: string }> = {
  sports: { width: 1200, height: 600, lead: 'Illustration of' },
  contests: { width: 800, height: 450, extra: { icon: '1st-place-medal', noun: 'a gold medal' }, lead: 'Contest illustration:' },
  tickets: { width: 800, height: 450, extra: { icon: 'admission-tickets', noun: 'admission tickets' }, lead: 'Illustration of' },
  news: { width: 800, height: 450, extra: { icon: 'rolled-up-newspaper', noun: 'a newspaper' }, lead: 'News illustration:' },
  recaps: { width: 800, height: 450, extra: { icon: 'stopwatch', noun: 'a stopwatch' }, lead: 'Recap illustration:' },
  highlights: { width: 800, height: 450, overlay: 'play', lead: 'Video still illustration:' },
  events: { width: 800, height: 450, lead: 'Illustration of' },
};

/** The home carousel's slides: the figure and its props (icons), what the alt names (the figure's noun, then the props'), the accent. */
const SLIDES: Record<string, { figure: string; icons: string[]; nouns: string[]; accent: string; overlay?: 'live' }> = {
  compete: { figure: 'woman-running~', icons: ['trophy', 'money-bag'], nouns: ['a woman sprinting', 'a trophy', 'a prize money bag'], accent: '#db2777' },
  tickets: { figure: 'stadium', icons: ['admission-tickets', 'soccer-ball'], nouns: ['a stadium', 'admission tickets', 'a soccer ball'], accent: '#7c3aed' },
  live: {
    figure: 'woman-bouncing-ball~',
    icons: ['video-camera', 'red-heart'],
    nouns: ['a woman dribbling a basketball', 'a video camera', 'a heart'],
    accent: '#be185d',
    overlay: 'live',
  },
};

/** Products: the first matching word of the name says what is drawn. */
const PRODUCT_KINDS: [RegExp, ProductKind, string][] = [
  [/basketball jersey|tank|singlet/i, 'tank-jersey', 'jersey'],
  [/rugby/i, 'rugby-jersey', 'jersey'],
  [/board/i, 'board', 'board'],
  [/kit\b/i, 'kit', 'kit'],
  [/hoodie|sweatshirt/i, 'hoodie', 'hoodie'],
  [/jacket|coat/i, 'jacket', 'jacket'],
  [/rash guard|long-sleeve/i, 'rash-guard', 'rash guard'],
  [/polo/i, 'polo', 'polo'],
  [/tee|t-shirt|shirt|jersey/i, 'tee', 'shirt'],
  [/scarf/i, 'scarf', 'scarf'],
  [/cap|hat/i, 'cap', 'cap'],
  [/shorts/i, 'shorts', 'shorts'],
  [/bag|backpack|tote/i, 'bag', 'bag'],
  [/racket|racquet|paddle/i, 'racket', 'racket'],
  [/ball\b/i, 'ball', 'ball'],
];

export function productKind(name: string, category: string): ProductKind {
  const hit = PRODUCT_KINDS.find(([re]) => re.test(name));
  if (hit) return hit[1];
  return category === 'equipment' ? 'emblem' : 'tee';
}

function sportScene(sportName: string, folder: string, seed: number): { draw: Draw; alt: string; subject: string } {
  const art = sportArt(sportName);
  const f = SPORT_FOLDERS[folder] ?? SPORT_FOLDERS.events!;
  // Cards (contests, tickets, news...) keep to the figure, a person beside it and one badge: light.
  const people = art.props.filter((p) => p.endsWith('~'));
  const props = f.extra ? [f.extra.icon, ...people] : art.props;
  const shows = art.shows;
  let alt: string;
  if (folder === 'sports' || folder === 'events') alt = sportPictureAlt(sportName);
  else if (folder === 'tickets') alt = `Illustration of admission tickets and ${shows}`;
  else if (folder === 'highlights') alt = `Video still illustration of ${shows}, with a play button`;
  else alt = `${f.lead.replace(/:$/, '')} of ${shows}, with ${f.extra?.noun ?? 'confetti'}`;
  void seed;
  return {
    draw: { type: 'scene', accent: art.accent, figure: art.figure, props, backdrop: f.backdrop, overlay: f.overlay },
    alt,
    subject: `sport:${sportKey(sportName)}`,
  };
}

type Found = { path: string; width: number; height: number; alt: string; subject: string; draw: Draw; altField: string | null };

function folderOf(path: string): string[] {
  return path
    .replace(/^\/images\//, '')
    .replace(/\.svg$/, '')
    .split('/');
}

/** What to draw for one image field of one record (null: not ours to draw). */
let sportNames = new Map<string, string>();
/** Athlete records by id (data/athletes.json): live and winner records name athletes by id. */
let athleteRecords = new Map<string, { name: string; sport?: string }>();
const athleteOf = (id: unknown) => (typeof id === 'string' ? athleteRecords.get(id) : undefined);
/** The people a winner record names: its athlete ids' names, joined ("A and B"). */
function winnerNameOf(winner: Rec | null): string | undefined {
  const ids = Array.isArray(winner?.athletes) ? (winner.athletes as unknown[]) : [];
  const names = ids.map((id) => athleteOf(id)?.name).filter((n): n is string => Boolean(n));
  return str(winner?.winnerName) ?? (names.length ? listOf(names) : undefined);
}
/** "track-field" -> "track and field" (the sport file's name), for alt text. */
const sportText = (sport: string) => sportWords(sportNames.get(sportKey(sport)) ?? sport.replace(/-/g, ' '));

function artFor(path: string, key: string, rec: Rec, parent: Rec | null, file: string): Found[] | null {
  if (!/^\/images\/[a-z0-9/_-]+\.svg$/.test(path) || path.startsWith('/images/flags/')) return null;
  const parts = folderOf(path);
  const folder = parts[0]!;
  const base = parts[parts.length - 1]!;
  const altField = 'alt' in rec ? 'alt' : 'imageAlt' in rec ? 'imageAlt' : null;
  const seed = hashOf(path);
  const fileSport = /^sports\/([^/]+)\.json$/.exec(file)?.[1];
  const sportOf = (r: Rec | null) => str(r?.sport) ?? str(r?.category) ?? fileSport ?? (folder === 'recaps' ? base.replace(/-\d+$/, '') : undefined);
  /** This field's one picture: its size, alt text and subject, what is drawn, and the alt field it fills. */
  const one = (width: number, height: number, alt: string, subject: string, draw: Draw, field = altField): Found[] => [
    { path, width, height, alt, subject, draw, altField: field },
  ];

  if (folder === 'products') {
    const name = str(rec.name) ?? base;
    const colours = Array.isArray(rec.colors) ? (rec.colors as string[]) : ['White'];
    const kind = productKind(name, str(rec.category) ?? '');
    const number = (Number(rec.id) * 7 + 3) % 99 || 10;
    return colours.map((colour, i) => ({
      path: i === 0 ? path : path.replace(/\.svg$/, `--${colourSlug(colour)}.svg`),
      width: 800,
      height: 600,
      alt: productAlt(name, colour),
      subject: `product:${name}:${colour}`,
      draw: { type: 'product', kind, colour, number, sport: str(rec.sport) ?? '' },
      altField: i === 0 ? 'imageAlt' : null,
    }));
  }
  if (folder === 'athletes' || folder === 'testimonials') {
    const name = str(rec.name) ?? str(rec.author) ?? base;
    const sport = sportOf(rec);
    const art = sport ? sportArt(sport) : null;
    const size = folder === 'athletes' ? 400 : 160;
    const alt = athletePortraitAlt(name, sport ? sportText(sport) : undefined);
    const draw: Draw = { type: 'avatar', accent: art?.accent ?? '#7c3aed', initials: initialsOf(name), emblem: art?.emblem ?? 'glowing-star' };
    return one(size, size, alt, `athlete:${name}`, draw);
  }
  if (folder === 'live') {
    if (key === 'youImage') {
      const draw: Draw = { type: 'scene', accent: '#be185d', figure: 'woman-raising-hand~', props: ['video-camera'], overlay: 'live' };
      return one(640, 360, 'Illustration of a video camera and a woman waving: your live stream', 'live:you', draw, null);
    }
    const athlete = athleteOf(rec.id);
    const name = str(rec.name) ?? athlete?.name;
    if (!name) return null; // an athlete no longer on record: the reference check reports it
    const sport = str(rec.sport) ?? athlete?.sport ?? sportOf(parent) ?? 'sport';
    const art = sportArt(sport);
    const draw: Draw = { type: 'card', accent: art.accent, initials: initialsOf(name), figure: art.figure, emblem: art.emblem };
    return one(640, 360, `Illustration of ${art.shows}, with ${name}'s initials ${initialsOf(name)}`, `athlete:${name}:${sportKey(sport)}`, draw);
  }
  if (folder === 'winners') {
    const winner = key === 'url' || key === 'thumbnail' ? parent : rec;
    // A winner whose athletes are not on record (one removed) is the reference check's to report;
    // drawn from its file name it would suggest an alt like "winner-7's initials".
    const name = winnerNameOf(winner);
    if (!name) return null;
    const sport = sportOf(winner) ?? 'sport';
    const art = sportArt(sport);
    const alt = `Illustration of a trophy with ${name}'s initials ${initialsOf(name)} and a ${sportText(sport)} emblem`;
    const draw: Draw = { type: 'trophy', accent: art.accent, initials: initialsOf(name), emblem: art.emblem };
    return one(800, 450, alt, `winner:${name}:${sportKey(sport)}`, draw, key === 'winnerImage' ? null : altField);
  }
  if (folder === 'partners') {
    const name = str(rec.name) ?? base;
    const icon = /athlet|stride|run/i.test(name)
      ? 'running-shoe'
      : /fuel|nutrition|food/i.test(name)
        ? 'green-apple'
        : /arena|stadium/i.test(name)
          ? 'stadium'
          : /stream|tv|media/i.test(name)
            ? 'television'
            : /cruise|ocean|sea/i.test(name)
              ? 'passenger-ship'
              : /medic|health/i.test(name)
                ? 'stethoscope'
                : 'glowing-star';
    const draw: Draw = { type: 'logo', accent: `hsl(${hashOf(name) % 360} 60% 38%)`, name, icon };
    return one(400, 200, `${name} logo`, `partner:${name}`, draw, null);
  }
  if (folder === 'slides') {
    const slide = SLIDES[base];
    if (!slide) return null;
    const alt = `Illustration of ${listOf(slide.nouns)}`;
    const draw: Draw = { type: 'scene', accent: slide.accent, figure: slide.figure, props: slide.icons, overlay: slide.overlay };
    return one(1200, 600, alt, `slide:${base}`, draw);
  }
  if (folder === 'events' && parts.length === 3) {
    const kind = EVENT_KINDS[parts[1]!];
    if (!kind) return null;
    const words = [str(rec.name), str(rec.type), str(rec.description), base].filter(Boolean).join(' ');
    const extra = EVENT_EXTRAS.find(([re]) => re.test(words))?.[1];
    const alt = `Illustration of ${kind.noun}${extra ? ` with ${extra.noun}` : ''}`;
    const draw: Draw = { type: 'scene', accent: kind.accent, figure: kind.figure, props: extra ? [extra.icon] : [] };
    return one(800, 450, alt, `event:${path}`, draw);
  }
  if (folder in SPORT_FOLDERS) {
    let sport = folder === 'sports' ? base : (sportOf(rec) ?? (folder === 'events' ? base : undefined));
    if (!sport) return null;
    if (sport === 'special-events') {
      const alt = 'Contest illustration of a cruise ship and a woman running, with a gold medal';
      const draw: Draw = { type: 'scene', accent: '#0369a1', figure: 'passenger-ship', props: ['woman-running-facing-right~', '1st-place-medal'] };
      return one(800, 450, alt, `contest:${path}`, draw);
    }
    if (folder === 'tickets' && base === 'championship-weekend') sport = 'championship';
    if (sport === 'championship') {
      const alt = 'Illustration of a stadium, admission tickets and a trophy';
      const draw: Draw = { type: 'scene', accent: '#7c3aed', figure: 'trophy', props: ['admission-tickets', 'sports-medal'], backdrop: 'stadium' };
      return one(800, 450, alt, 'tickets:championship', draw);
    }
    const { draw, alt, subject } = sportScene(sport, folder, seed);
    const f = SPORT_FOLDERS[folder]!;
    return [{ path, width: f.width, height: f.height, alt, subject: folder === 'sports' ? subject : `${folder}:${path}`, draw, altField }];
  }
  return null;
}

export const IMAGE_KEYS = ['image', 'winnerImage', 'logo', 'youImage', 'url', 'thumbnail'];

/** Every picture the generator draws, from the data files (sports also get /images/sports/<slug>.svg). */
export function collectArt(files: DataFile[]): { jobs: ArtJob[]; problems: string[] } {
  const jobs = new Map<string, ArtJob>();
  const problems: string[] = [];
  const add = (found: Found, ref: ArtRef) => {
    const seen = jobs.get(found.path);
    if (seen) {
      if (seen.subject !== found.subject)
        problems.push(
          `${ref.file} ${ref.pointer}: ${found.path} is also the picture of ${seen.subject} (${seen.refs[0]?.file} ${seen.refs[0]?.pointer}); give ${found.subject} its own picture`,
        );
      seen.refs.push(ref);
      return;
    }
    jobs.set(found.path, {
      path: found.path,
      width: found.width,
      height: found.height,
      alt: found.alt,
      subject: found.subject,
      seed: hashOf(found.path),
      draw: found.draw,
      refs: [ref],
    });
  };
  athleteRecords = new Map(
    files.flatMap(({ file, data }) =>
      file === 'athletes.json' && Array.isArray((data as Rec).athletes)
        ? ((data as Rec).athletes as Rec[]).flatMap((a) =>
            str(a.id) && str(a.name) ? [[a.id as string, { name: a.name as string, sport: str(a.sport) }] as const] : [],
          )
        : [],
    ),
  );
  sportNames = new Map(
    files.flatMap(({ file, data }) =>
      /^sports\//.test(file) && str((data as Rec).slug) && str((data as Rec).name) ? [[(data as Rec).slug as string, (data as Rec).name as string]] : [],
    ),
  );
  const walk = (node: unknown, pointer: string, parent: Rec | null, file: string) => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${pointer}/${i}`, parent, file));
    if (!node || typeof node !== 'object') return;
    const rec = node as Rec;
    for (const key of IMAGE_KEYS) {
      const value = str(rec[key]);
      if (!value) continue;
      for (const found of artFor(value, key, rec, parent, file) ?? []) {
        const alt = found.altField ? (str(rec[found.altField]) ?? null) : null;
        add(found, { file, pointer: `${pointer}/${key}`, altField: found.altField ? `${pointer}/${found.altField}` : null, alt });
      }
    }
    for (const [k, v] of Object.entries(rec)) if (v && typeof v === 'object') walk(v, `${pointer}/${k}`, rec, file);
  };
  for (const { file, data } of files) {
    walk(data, '', null, file);
    const rec = data as Rec;
    // Every athlete gets her portrait without writing one: a record with no image is drawn at its default path.
    if (file === 'athletes.json' && Array.isArray(rec.athletes))
      (rec.athletes as Rec[]).forEach((a, i) => {
        if (str(a.image) || !str(a.id)) return;
        for (const found of artFor(athletePortraitPath(a.id as string), 'image', a, rec, file) ?? [])
          add(found, { file, pointer: `/athletes/${i}/image (default)`, altField: null, alt: null });
      });
    if (/^sports\/[^/]+\.json$/.test(file) && str(rec.slug)) {
      const path = str(rec.image) ?? `/images/sports/${rec.slug as string}.svg`;
      if (!str(rec.image))
        for (const found of artFor(path, 'image', { ...rec, sport: rec.name }, null, file) ?? [])
          add(found, { file, pointer: '/image (default)', altField: null, alt: null });
    }
  }
  return { jobs: [...jobs.values()].sort((a, b) => a.path.localeCompare(b.path)), problems };
}

/** Records whose alt text does not say what their generated picture shows. */
export function altMismatches(jobs: ArtJob[]): { file: string; pointer: string; expected: string; actual: string | null }[] {
  return jobs.flatMap((job) =>
    job.refs.filter((r) => r.altField && r.alt !== job.alt).map((r) => ({ file: r.file, pointer: r.altField!, expected: job.alt, actual: r.alt })),
  );
}
