// A synthetic league N times today's, for `npm run scale-check`: given the real records, it returns
// the synthetic records to add so the league has `factor` times the issue's 1x counts (3 sports,
// 30 ticketed events, 100 athletes, 30 articles per unit: 300 / 3,000 / 10,000 / 3,000 at 100x).
// Pure (no file access) and deterministic; the real records are kept, synthetic ones are appended.
//
// Every record is valid under lib/schemas and the build's reference checks: sports referenced by
// events, athletes and articles exist, an event's athletes play its sport, athlete ids and names,
// article slugs and event ids are unique, events spread a year either side of `today`, articles over
// the two years before it. Images reuse the real records' files; athletes have no portrait, so the
// build's art step draws one each (as it would for a new athlete).
//
// A new collection is one entry of GENERATORS: its count per unit of scale, where its records live
// (a folder of files or a list in one file) and a `make(i, ctx)` for its i-th synthetic record.
import { sportFile } from './temp-project.mjs';
import { seededRandom } from '../../lib/live/seeded-random.mjs';

/** Records per unit of scale: factor 1 is today's league as issue 28 counts it, 100 the 100x league. */
export const PER_FACTOR = { sports: 3, athletes: 100, events: 30, articles: 30, teams: 50 };

const FIRST = [
  'Ava',
  'Bria',
  'Carmen',
  'Dana',
  'Elena',
  'Fatima',
  'Grace',
  'Hana',
  'Imani',
  'Jade',
  'Kira',
  'Lucia',
  'Mei',
  'Nadia',
  'Olivia',
  'Priya',
  'Quinn',
  'Rosa',
  'Sofia',
  'Tara',
  'Uma',
  'Vera',
  'Wren',
  'Ximena',
  'Yara',
  'Zara',
  'Alma',
  'Bella',
  'Celia',
  'Daria',
  'Esme',
  'Freya',
  'Gemma',
  'Helena',
  'Iris',
  'Julia',
  'Kaya',
  'Leila',
  'Mira',
  'Nora',
  'Opal',
  'Paula',
  'Rhea',
  'Selma',
  'Tess',
  'Una',
  'Viola',
  'Willa',
  'Yumi',
  'Zoe',
];
const LAST = [
  'Abbott',
  'Banks',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garza',
  'Hughes',
  'Ibarra',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrova',
  'Quintero',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Ueda',
  'Varga',
  'Whitfield',
  'Xu',
  'Yilmaz',
  'Zielinski',
  'Adeyemi',
  'Barros',
  'Chen',
  'Diallo',
  'Esposito',
  'Fontaine',
  'Gallagher',
  'Haddad',
  'Iversen',
  'Jovanovic',
  'Keller',
  'Lambert',
  'Mendoza',
  'Novak',
  'Ortega',
  'Park',
  'Reyes',
  'Silva',
  'Torres',
  'Vance',
  'Walsh',
  'Young',
  'Zamora',
  'Kruger',
];
// A third name once first x last is used up (2,500 names), so 10,000 athletes have unique names.
const MIDDLE = ['', 'Ann', 'Lee', 'Mae', 'Rose', 'June', 'Kate', 'Joy', 'Faye', 'Jean', 'Ruth', 'Beth'];
const CITIES = [
  ['Austin', 'TX', '78701', 'America/Chicago'],
  ['Denver', 'CO', '80202', 'America/Denver'],
  ['Portland', 'OR', '97201', 'America/Los_Angeles'],
  ['Boston', 'MA', '02108', 'America/New_York'],
  ['Phoenix', 'AZ', '85004', 'America/Phoenix'],
  ['Atlanta', 'GA', '30303', 'America/New_York'],
  ['Seattle', 'WA', '98101', 'America/Los_Angeles'],
  ['Chicago', 'IL', '60601', 'America/Chicago'],
];
const VENUES = ['Arena', 'Stadium', 'Park', 'Centre', 'Field House', 'Pavilion', 'Grounds', 'Hall'];
const EVENT_KINDS = ['Open', 'Classic', 'Invitational', 'Cup', 'Championship', 'Series Final', 'Showdown', 'Masters'];
const POSITIONS = ['Captain', 'Forward', 'Defender', 'All-rounder', 'Specialist', 'Rookie', 'Veteran', 'Anchor'];
const CATEGORIES = ['championship', 'tournament', 'records', 'news'];
const AUTHORS = ['Dana Reyes', 'Sam Whitaker', 'Priya Nair', 'Jo Castillo', 'Morgan Lee'];
// Words for article text, so the search index has a realistic vocabulary rather than one repeated sentence.
const WORDS = (
  'season final crowd record comeback league title sprint defence attack rookie veteran coach training ' +
  'victory margin overtime penalty serve rally pitch court track pool ring lane round heat semifinal ' +
  'quarterfinal opener derby rivalry momentum pressure composure strategy tempo stamina precision ' +
  'balance power timing teamwork ranking standings points tiebreak playoff bracket draw upset favourite'
).split(' ');

const pad = (n, width = 2) => String(n).padStart(width, '0');

/** The calendar date `days` after `today` (YYYY-MM-DD, UTC calendar arithmetic). */
export function addDays(today, days) {
  const [y, m, d] = today.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

const slugOf = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The i-th synthetic athlete's name (i from 0): unique for i below 50 x 50 x 12 = 30,000. */
export function athleteName(i) {
  const first = FIRST[i % FIRST.length];
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
  const middle = MIDDLE[Math.floor(i / (FIRST.length * LAST.length)) % MIDDLE.length];
  return [first, middle, last].filter(Boolean).join(' ');
}

function sentence(rnd, words) {
  const pick = () => WORDS[Math.floor(rnd() * WORDS.length)];
  const body = Array.from({ length: words }, pick).join(' ');
  return `${body[0].toUpperCase()}${body.slice(1)}.`;
}

/**
 * The collections the generator fills, in the order they are made (a record may only name records
 * of collections made before it). `source` is how the record is stored: `{ folder }`, one file per
 * record named by `fileName`; `{ file, list }`, appended to the array `list` of data/<file>.
 */
export const GENERATORS = [
  {
    name: 'sports',
    source: { folder: 'sports' },
    key: 'slug',
    fileName: (record) => `${record.slug}.json`,
    make(i, ctx) {
      const n = ctx.existing.sports.length + i + 1;
      return sportFile({ id: ctx.nextId('sports', 'id'), slug: `synthetic-sport-${n}`, name: `Synthetic Sport ${n}` });
    },
  },
  {
    name: 'athletes',
    source: { file: 'athletes.json', list: 'athletes' },
    key: 'id',
    make(i, ctx) {
      const rnd = seededRandom(1000 + i);
      const sports = ctx.all('sports');
      const sport = sports[i % sports.length].slug;
      let name = athleteName(ctx.nameOffset + i);
      // Skip names of real athletes (ids and names stay unique).
      while (ctx.taken.has(slugOf(name))) name = athleteName(++ctx.nameOffset + i);
      const id = slugOf(name);
      ctx.taken.add(id);
      const [city, region] = CITIES[i % CITIES.length];
      return {
        id,
        name,
        sport,
        position: POSITIONS[i % POSITIONS.length],
        city,
        region,
        country: 'USA',
        achievement: `${EVENT_KINDS[i % EVENT_KINDS.length]} finalist`,
        rating: Math.round((6 + rnd() * 4) * 10) / 10,
        earnings: Math.round(rnd() * 50) * 1000,
        wins: Math.floor(rnd() * 12),
      };
    },
  },
  {
    name: 'events',
    source: { file: 'tickets.json', list: 'events' },
    key: 'id',
    make(i, ctx) {
      const rnd = seededRandom(2000 + i);
      const sports = ctx.all('sports');
      const sport = sports[i % sports.length];
      const [city, region, postalCode, timeZone] = CITIES[i % CITIES.length];
      const kind = EVENT_KINDS[Math.floor(i / sports.length) % EVENT_KINDS.length];
      const total = 200 + Math.floor(rnd() * 800);
      const images = ctx.existing.events;
      const image = images[i % images.length];
      const players = ctx.athletesOf(sport.slug).slice(0, 3 + (i % 3));
      const venue = `${city} ${VENUES[i % VENUES.length]}`;
      return {
        id: ctx.nextId('events', 'id'),
        title: `${sport.name} ${kind} ${i + 1}`,
        description: `${sport.name} ${kind.toLowerCase()} at ${venue}: ${sentence(rnd, 14)}`,
        // A year either side of today: about half past, half still to come.
        date: addDays(ctx.today, Math.floor(rnd() * 730) - 365),
        time: `${pad(12 + (i % 9))}:${i % 2 ? '30' : '00'}`,
        timeZone,
        durationHours: 2 + (i % 4),
        venue,
        streetAddress: `${100 + (i % 900)} Main Street`,
        city,
        region,
        postalCode,
        country: 'US',
        sport: sport.slug,
        ticketPrice: 20 + (i % 80),
        vipPrice: 120 + (i % 150),
        availableTickets: Math.floor(rnd() * total),
        totalTickets: total,
        featured: false,
        image: image.image,
        imageAlt: image.imageAlt,
        prizePool: 5000 + (i % 20) * 1000,
        athletes: players.map((a) => a.id),
        highlights: [sentence(rnd, 5), sentence(rnd, 6)],
      };
    },
  },
  {
    name: 'articles',
    source: { file: 'articles.json', list: 'articles' },
    key: 'slug',
    make(i, ctx) {
      const rnd = seededRandom(3000 + i);
      const sports = ctx.all('sports');
      const sport = sports[i % sports.length];
      const named = ctx.athletesOf(sport.slug);
      // Name one or two of the sport's athletes, so athlete pages list articles that mention them.
      const a = named.length ? named[Math.floor(i / sports.length) % named.length] : undefined;
      const b = named.length > 1 ? named[(Math.floor(i / sports.length) + 1) % named.length] : undefined;
      const image = ctx.existing.articles[i % ctx.existing.articles.length];
      const title = `${sport.name} ${EVENT_KINDS[i % EVENT_KINDS.length]} report ${i + 1}`;
      return {
        id: ctx.nextId('articles', 'id'),
        slug: `${slugOf(title)}-synthetic`,
        title,
        summary: `${a ? `${a.name} leads the way` : 'The league returns'}: ${sentence(rnd, 10)}`,
        content: [
          `${a ? `${a.name} ` : ''}${sentence(rnd, 40)}`,
          `${sentence(rnd, 35)} ${b ? `${b.name} answered late.` : ''}`.trim(),
          sentence(rnd, 45),
          sentence(rnd, 30),
        ],
        date: addDays(ctx.today, -1 - Math.floor(rnd() * 730)),
        category: CATEGORIES[i % CATEGORIES.length],
        sport: sport.slug,
        author: AUTHORS[i % AUTHORS.length],
        featured: false,
        image: image.image,
        alt: image.alt,
        readTime: 2 + (i % 6),
        views: Math.floor(rnd() * 20000),
        tags: [sport.name, EVENT_KINDS[i % EVENT_KINDS.length], ...(a ? [a.name] : [])],
      };
    },
  },
  {
    name: 'teams',
    source: { file: 'teams.json', list: 'teams' },
    key: 'id',
    // A team of one or two athletes of its sport that no other team of it lists (the build's rule),
    // the sports taken in turn; a sport whose athletes are all placed is passed over.
    make(i, ctx) {
      const sports = ctx.all('sports');
      ctx.onTeam ??= new Set((ctx.existing.teams ?? []).flatMap((t) => t.roster.map((id) => `${t.sport} ${id}`)));
      for (let k = 0; k < sports.length; k++) {
        const sport = sports[(i + k) % sports.length].slug;
        const free = ctx.athletesOf(sport).filter((a) => !ctx.onTeam.has(`${sport} ${a.id}`));
        if (!free.length) continue;
        const roster = free.slice(0, 1 + (i % 2)).map((a) => a.id);
        for (const id of roster) ctx.onTeam.add(`${sport} ${id}`);
        const rnd = seededRandom(4000 + i);
        const [city, region] = CITIES[i % CITIES.length];
        const name = `${city} ${TEAM_NAMES[i % TEAM_NAMES.length]} ${i + 1}`;
        const wins = Math.floor(rnd() * 20);
        return {
          id: `${slugOf(name)}-synthetic`,
          sport,
          name,
          city,
          state: region,
          country: 'USA',
          wins,
          losses: Math.floor(rnd() * 20),
          championships: Math.floor(rnd() * 5),
          founded: 1990 + (i % 35),
          colors: [COLORS[i % COLORS.length], COLORS[(i + 3) % COLORS.length]],
          captain: roster[0],
          roster,
        };
      }
      throw new Error(`synthetic league: no athlete is left for team ${i + 1} (every athlete of every sport is on a team)`);
    },
  },
];

const TEAM_NAMES = ['Comets', 'Falcons', 'Tides', 'Summit', 'Blaze', 'Harbor', 'Pioneers', 'Vipers', 'Aurora', 'Rangers'];
const COLORS = ['Red', 'Navy', 'Gold', 'Teal', 'White', 'Black', 'Purple', 'Orange'];

/** How many records of each collection a league `factor` times today's has. */
export function targetCounts(factor, perFactor = PER_FACTOR) {
  return Object.fromEntries(Object.entries(perFactor).map(([name, n]) => [name, Math.round(n * factor)]));
}

/**
 * The synthetic records that bring `existing` (the real records: `{ sports, athletes, events,
 * articles, teams }`, sports as their files' records) up to `counts` (never fewer than today's: a count
 * below the real one adds nothing). `today` (YYYY-MM-DD) anchors the dates.
 * Returns `{ <collection>: record[] }`, the added records only.
 */
export function syntheticLeague(existing, counts, { today }) {
  const added = Object.fromEntries(GENERATORS.map((g) => [g.name, []]));
  const all = (name) => [...(existing[name] ?? []), ...added[name]];
  const maxIds = {};
  const byName = new Map();
  const ctx = {
    existing,
    today,
    all,
    nameOffset: 0,
    taken: new Set((existing.athletes ?? []).flatMap((a) => [a.id, slugOf(a.name)])),
    nextId(name, field) {
      const key = `${name}.${field}`;
      maxIds[key] ??= Math.max(0, ...all(name).map((r) => Number(r[field]) || 0));
      return ++maxIds[key];
    },
    athletesOf(sport) {
      if (!byName.has(sport))
        byName.set(
          sport,
          all('athletes').filter((a) => a.sport === sport),
        );
      return byName.get(sport);
    },
  };
  for (const g of GENERATORS) {
    const want = counts[g.name] ?? 0;
    const have = (existing[g.name] ?? []).length;
    for (let i = 0; i < want - have; i++) added[g.name].push(g.make(i, ctx));
    byName.clear();
  }
  return added;
}
