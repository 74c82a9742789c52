// A realistic week of an editor's changes to a content folder (a copy of data/), for
// scripts/editor-check.mjs: a new sport with its first athlete, article, contest, winner and ticketed
// events (one already played, one to come), a product added and one removed, a policy page's date and
// a partner's website changed, a testimonial removed. It works on ANY valid content: records are
// chosen by their properties, new ids and slugs are derived from the ones in the files, dates from
// `now`; nothing names today's records. Every new picture is one the art step draws (lib/art/catalog)
// and every new alt text says what that picture shows.
import fs from 'node:fs';
import path from 'node:path';
import { altMismatches, collectArt } from '../../lib/art/catalog';
import { readDataFiles } from '../art/data-files';
import { readingMinutes, wordCount } from '../../lib/news/articles';

type Rec = Record<string, unknown> & { id: number };
type Listed<K extends string> = Record<K, Rec[]> & Record<string, unknown>;

/** Sports a league might add, in order of preference; the first whose slug is free is added. */
const NEW_SPORTS = ['Volleyball', 'Netball', 'Lacrosse', 'Fencing', 'Rowing', 'Handball', 'Water Polo', 'Squash', 'Judo', 'Triathlon'];
/** The new athlete's name (a number is added while one with that id exists). */
const ATHLETE_NAME = 'Noa Castellanos';
const DAY_MS = 86_400_000;

export type WeekOfEdits = {
  /** What changed, one sentence each, in the order the edits were made. */
  changes: string[];
  /** What the checks of the export need to know. */
  sport: { slug: string; name: string; file: string };
  futureEvent: { id: number; title: string };
  pastEvent: { id: number; title: string };
  article: { slug: string; title: string };
  addedProduct: { id: number; name: string };
  removedProduct: { id: number; name: string };
  policy: { slug: string; lastUpdated: string };
  partner: { name: string; website: string };
  removedTestimonial: { author: string; page: string };
  keptTestimonial: { author: string };
};

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const nextId = (records: { id: number }[]) => Math.max(0, ...records.map((r) => r.id)) + 1;

function readJson<T>(dir: string, rel: string): T {
  return JSON.parse(fs.readFileSync(path.join(dir, rel), 'utf8')) as T;
}
function writeJson(dir: string, rel: string, value: unknown): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), `${JSON.stringify(value, null, 2)}\n`);
}

/** A full sport file: every tab, the overview's highlights and upcoming dates, the athletes tab naming `athleteId`. */
export function newSportFile(o: { id: number; slug: string; name: string; athleteId: string; eventDate: string; prize: number }) {
  const words = o.name.toLowerCase();
  return {
    $schema: '../schemas/sport.schema.json',
    id: o.id,
    slug: o.slug,
    name: o.name,
    tagline: `${o.name}: power, timing and teamwork.`,
    stats: { totalPrizePool: o.prize, avgViewership: 5200 },
    tabs: {
      overview: {
        heading: `About ${o.name}`,
        body: `${o.name} joins the league calendar this season, with open trials in every region and its first ticketed night.`,
        highlights: ['Open trials in every region', 'A ticketed opening night'],
        // A league date that is neither a ticketed event nor a contest (those are listed in their own files only).
        upcomingEvents: [{ name: `${o.name} Regional Trials`, date: o.eventDate, prize: o.prize }],
      },
      athletes: {
        heading: `${o.name} Athletes`,
        body: `The first ${words} athletes signed with the league this week.`,
        athletes: [o.athleteId],
      },
      schedule: { heading: `${o.name} Schedule`, body: `The ${words} opening night is on the league schedule; times are the venue's local time.` },
      stats: { heading: `${o.name} Statistics`, body: `Season figures for ${words} are updated after every event.` },
      recaps: { heading: `${o.name} Recaps`, body: `Reports from every ${words} event appear in Recap News.` },
      tickets: { heading: `${o.name} Tickets`, body: `Tickets for ${words} events are sold on the Event Tickets page, fees included.` },
    },
  };
}

/**
 * Apply the week's edits to the content folder `dir` (the shape of data/) and return what changed.
 * `now` fixes "today" (the past event is a month ago, the future one a fortnight ahead).
 */
export function applyWeekOfEdits(dir: string, now: Date = new Date()): WeekOfEdits {
  const changes: string[] = [];
  const today = isoDay(now.getTime());
  const past = isoDay(now.getTime() - 30 * DAY_MS);
  const soon = isoDay(now.getTime() + 14 * DAY_MS);
  const later = isoDay(now.getTime() + 45 * DAY_MS);

  // The sport: the first free name of the list, the next free id.
  const sportFiles = fs.readdirSync(path.join(dir, 'sports')).filter((f) => f.endsWith('.json'));
  const sports = sportFiles.map((f) => readJson<{ id: number; slug: string; name: string }>(dir, `sports/${f}`));
  const taken = new Set(sports.map((s) => s.slug));
  let name = NEW_SPORTS.find((n) => !taken.has(slugOf(n)));
  for (let n = 2; !name; n += 1) name = NEW_SPORTS.map((s) => `${s} ${n}`).find((s) => !taken.has(slugOf(s)));
  const slug = slugOf(name);
  const sportId = nextId(sports);

  // Her first athlete.
  const athletesFile = readJson<Listed<'athletes'>>(dir, 'athletes.json');
  const athleteIds = new Set((athletesFile.athletes as unknown as { id: string }[]).map((a) => a.id));
  let athleteName = ATHLETE_NAME;
  for (let n = 2; athleteIds.has(slugOf(athleteName)); n += 1) athleteName = `${ATHLETE_NAME} ${n}`;
  const athleteId = slugOf(athleteName);

  // The ticketed events: the new sport's opening night, and a past night of the sport with the most events.
  const ticketsFile = readJson<Listed<'events'>>(dir, 'tickets.json');
  const events = ticketsFile.events as (Rec & {
    sport: string;
    title: string;
    prizePool: number;
    totalTickets: number;
    ticketPrice: number;
    vipPrice: number;
  })[];
  const busiest = [...new Set(events.map((e) => e.sport))].sort(
    (a, b) => events.filter((e) => e.sport === b).length - events.filter((e) => e.sport === a).length || a.localeCompare(b),
  )[0]!;
  const template = events.find((e) => e.sport === busiest)!;
  const prize = Math.max(1000, Math.round(template.prizePool / 2 / 500) * 500);

  const sportRel = `sports/${slug}.json`;
  writeJson(dir, sportRel, newSportFile({ id: sportId, slug, name, athleteId, eventDate: later, prize }));
  changes.push(`added the sport ${name} (data/${sportRel}, id ${sportId}) with every tab`);

  const sportTemplate = (athletesFile.athletes as unknown as Record<string, unknown>[]).find((a) => !a.history) ?? {};
  athletesFile.athletes.push({
    id: athleteId,
    name: athleteName,
    sport: slug,
    position: 'Captain',
    city: String(sportTemplate.city ?? 'Denver'),
    ...(sportTemplate.region ? { region: String(sportTemplate.region) } : {}),
    country: String(sportTemplate.country ?? 'USA'),
    achievement: `First ${name.toLowerCase()} athlete to sign with the league`,
    rating: 8.1,
    // No image or alt: her portrait is drawn from her name and sport like every athlete's (lib/athletes/portrait.ts).
    earnings: prize,
    wins: 1,
  } as unknown as Rec);
  writeJson(dir, 'athletes.json', athletesFile);
  changes.push(`added the athlete ${athleteName} (data/athletes.json, id "${athleteId}", ${name})`);

  const venueOf = (e: Rec) => Object.fromEntries(['timeZone', 'venue', 'streetAddress', 'city', 'region', 'postalCode', 'country'].map((k) => [k, e[k]]));
  const futureId = nextId(events);
  const future = {
    id: futureId,
    title: `${name} Opening Night`,
    description: `The league's first ${name.toLowerCase()} night: four teams, one knockout bracket and a meet-the-athletes session.`,
    date: soon,
    time: '19:00',
    ...venueOf(template),
    durationHours: 3,
    sport: slug,
    ticketPrice: template.ticketPrice,
    vipPrice: template.vipPrice,
    availableTickets: Math.round(template.totalTickets * 0.8),
    totalTickets: template.totalTickets,
    featured: false,
    image: `/images/tickets/${slug}-opening-night.svg`,
    imageAlt: '(set below)',
    prizePool: prize,
    athletes: [athleteId],
    highlights: ['Knockout bracket', 'Meet-the-athletes session'],
  };
  const pastId = futureId + 1;
  const pastEvent = {
    ...future,
    id: pastId,
    title: `${template.title} Preview Night`,
    description: `An exhibition night of ${String(template.sport).replace(/-/g, ' ')} before the season's big event, played last month.`,
    date: past,
    time: '18:30',
    ...venueOf(template),
    sport: template.sport,
    availableTickets: 0,
    athletes: ((template.athletes as string[] | undefined) ?? []).slice(0, 1),
    image: `/images/tickets/${template.sport}-preview-night.svg`,
    highlights: ['Exhibition matches'],
  };
  ticketsFile.events.push(future as unknown as Rec, pastEvent as unknown as Rec);
  writeJson(dir, 'tickets.json', ticketsFile);
  changes.push(
    `added the ticketed event "${future.title}" (data/tickets.json, id ${futureId}) on ${soon}, ${future.totalTickets - future.availableTickets} of ${future.totalTickets} sold`,
  );
  changes.push(`added the ticketed event "${pastEvent.title}" (data/tickets.json, id ${pastId}) on ${past}, already played, sold out`);

  // Products: one added (a copy of the shape of a uniform), one removed that no other file names.
  const productsFile = readJson<Listed<'products'>>(dir, 'products.json');
  const products = productsFile.products as (Rec & { name: string; image: string; featured: boolean })[];
  const otherText = readDataFiles(dir)
    .filter((f) => f.file !== 'products.json')
    .map((f) => JSON.stringify(f.data))
    .join('\n');
  const removable = [...products]
    .reverse()
    .find((p) => !p.featured && !otherText.includes(p.name) && !otherText.includes(p.image) && !otherText.includes(`"productId":${p.id}`));
  const base = products.find((p) => p !== removable) ?? products[0]!;
  const productId = nextId(products);
  const productName = `${name} Training Tee`;
  products.push({
    ...base,
    id: productId,
    name: productName,
    description: `Lightweight training tee for the league's new ${name.toLowerCase()} season.`,
    price: 34.99,
    originalPrice: undefined,
    image: `/images/products/${slugOf(productName)}.svg`,
    imageAlt: '(set below)',
    category: 'customer-merch',
    sport: slugOf(name),
    colors: ['White'],
    inStock: true,
    rating: 0,
    reviews: 0,
    featured: false,
  });
  changes.push(`added the product "${productName}" (data/products.json, id ${productId})`);
  if (!removable) throw new Error('content-week: no product that no other file names and that is not featured: nothing to remove');
  productsFile.products = products.filter((p) => p !== removable);
  writeJson(dir, 'products.json', productsFile);
  changes.push(`removed the product "${removable.name}" (data/products.json, id ${removable.id})`);

  // The article, the contest and the winner of the new sport.
  const articlesFile = readJson<Listed<'articles'>>(dir, 'articles.json');
  const articleSlugs = new Set((articlesFile.articles as unknown as { slug: string }[]).map((a) => a.slug));
  let articleSlug = `${slug}-joins-the-league`;
  for (let n = 2; articleSlugs.has(articleSlug); n += 1) articleSlug = `${slug}-joins-the-league-${n}`;
  const articleTitle = `${name} Joins the League`;
  const articleId = nextId(articlesFile.articles);
  const articleContent = [
    `${name} is the league's newest sport. Open trials start in every region this month, and the first ticketed night is on the schedule.`,
    `${athleteName} is the first ${name.toLowerCase()} athlete to sign. "We have waited for a league that takes our sport seriously," she said.`,
  ];
  articlesFile.articles.push({
    id: articleId,
    slug: articleSlug,
    title: articleTitle,
    summary: `${name} becomes the league's newest sport, with ${athleteName} its first signing.`,
    content: articleContent,
    date: today,
    category: 'news',
    sport: slug,
    author: 'League Newsroom',
    featured: false,
    image: `/images/news/${articleSlug}.svg`,
    alt: '(set below)',
    // The reading time an editor states: the site's own rule for the text's length.
    readTime: readingMinutes(wordCount(articleContent)),
    views: 0,
    tags: [name, 'New sport'],
  } as unknown as Rec);
  writeJson(dir, 'articles.json', articlesFile);
  changes.push(`added the article "${articleTitle}" (data/articles.json, slug ${articleSlug})`);

  const contestsFile = readJson<Listed<'contests'>>(dir, 'contests.json');
  const contestId = nextId(contestsFile.contests);
  const fee = (contestsFile.contests as unknown as { entryFee: number }[])[0]!.entryFee;
  contestsFile.contests.push({
    id: contestId,
    title: `${name} Skills Challenge`,
    description: `Film your best two-minute skills routine; the judges' top score wins. Open to every ${name.toLowerCase()} athlete.`,
    prize,
    entryFee: fee,
    startDate: soon,
    endDate: later,
    category: slug,
    participants: 0,
    image: `/images/contests/contest-${contestId}.svg`,
    alt: '(set below)',
    featured: false,
  });
  writeJson(dir, 'contests.json', contestsFile);
  changes.push(`added the contest "${name} Skills Challenge" (data/contests.json, id ${contestId})`);

  const winnersFile = readJson<Listed<'winners'>>(dir, 'winners.json');
  const winnerId = nextId(winnersFile.winners);
  const winnerImage = `/images/winners/winner-${winnerId}.svg`;
  winnersFile.winners.push({
    id: winnerId,
    eventName: `${name} Trials Final`,
    eventDate: past,
    athletes: [athleteId],
    winnerImage,
    prize,
    category: slug,
    description: `${athleteName} won the first ${name.toLowerCase()} trials final in straight games.`,
    media: { type: 'image', url: winnerImage, thumbnail: winnerImage, alt: '(set below)' },
    likes: 0,
    comments: [],
    featured: false,
  });
  writeJson(dir, 'winners.json', winnersFile);
  changes.push(`added the winner of "${name} Trials Final" (data/winners.json, id ${winnerId}, athlete ${athleteId})`);

  // A policy page's date: the privacy policy (else the terms) was updated today.
  const policySlug = ['privacy', 'terms'].find((s) => fs.existsSync(path.join(dir, 'pages', `${s}.json`)));
  if (!policySlug) throw new Error('content-week: neither data/pages/privacy.json nor data/pages/terms.json exists');
  const policy = readJson<Record<string, unknown>>(dir, `pages/${policySlug}.json`);
  const before = policy.lastUpdated;
  policy.lastUpdated = today;
  writeJson(dir, `pages/${policySlug}.json`, policy);
  changes.push(`changed data/pages/${policySlug}.json lastUpdated from ${String(before ?? '(none)')} to ${today}`);

  // A partner's website: the first partner's site moves (a placeholder domain becomes a real one).
  const partnersFile = readJson<Listed<'partners'>>(dir, 'partners.json');
  const partner = partnersFile.partners[0] as Rec & { name: string; website: string };
  const oldSite = partner.website;
  const realSite = `https://www.${slugOf(partner.name)}.com/`;
  partner.website = oldSite === realSite ? `${realSite}league/` : realSite;
  writeJson(dir, 'partners.json', partnersFile);
  changes.push(`changed the website of the partner ${partner.name} (data/partners.json) from ${oldSite} to ${partner.website}`);

  // A testimonial: the newest of a page that has more than one (no page is left without).
  const testimonialsFile = readJson<Listed<'testimonials'>>(dir, 'testimonials.json');
  const list = testimonialsFile.testimonials as (Rec & { page: string; author: string })[];
  const gone = [...list].sort((a, b) => b.id - a.id).find((t) => list.filter((o) => o.page === t.page).length > 1);
  if (!gone) throw new Error('content-week: every page has a single testimonial: nothing to remove');
  testimonialsFile.testimonials = list.filter((t) => t !== gone);
  writeJson(dir, 'testimonials.json', testimonialsFile);
  changes.push(`removed the testimonial of ${gone.author} (data/testimonials.json, id ${gone.id})`);

  setNewAlts(dir, [
    ['athletes.json', `/athletes/${athletesFile.athletes.length - 1}/`],
    ['tickets.json', `/events/${ticketsFile.events.length - 2}/`],
    ['tickets.json', `/events/${ticketsFile.events.length - 1}/`],
    ['products.json', `/products/${productsFile.products.length - 1}/`],
    ['articles.json', `/articles/${articlesFile.articles.length - 1}/`],
    ['contests.json', `/contests/${contestsFile.contests.length - 1}/`],
    ['winners.json', `/winners/${winnersFile.winners.length - 1}/`],
  ]);

  return {
    changes,
    sport: { slug, name, file: `data/${sportRel}` },
    futureEvent: { id: futureId, title: future.title },
    pastEvent: { id: pastId, title: pastEvent.title },
    article: { slug: articleSlug, title: articleTitle },
    addedProduct: { id: productId, name: productName },
    removedProduct: { id: removable.id, name: removable.name },
    policy: { slug: policySlug, lastUpdated: today },
    partner: { name: partner.name, website: partner.website },
    removedTestimonial: { author: gone.author, page: gone.page },
    keptTestimonial: { author: testimonialsFile.testimonials.find((t) => (t as typeof gone).page === gone.page)!.author as string },
  };
}

/** Give the new records (file, JSON pointer prefix) the alt text of the picture the art step draws for them. */
function setNewAlts(dir: string, records: [file: string, prefix: string][]): void {
  const { jobs } = collectArt(readDataFiles(dir));
  const wrong = altMismatches(jobs).filter((m) => records.some(([file, prefix]) => m.file === file && m.pointer.startsWith(prefix)));
  const files = new Map<string, unknown>();
  for (const m of wrong) {
    if (!files.has(m.file)) files.set(m.file, readJson(dir, m.file));
    const keys = m.pointer.split('/').slice(1);
    let node = files.get(m.file) as Record<string, unknown>;
    for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
    node[keys[keys.length - 1]!] = m.expected;
  }
  for (const [file, data] of files) writeJson(dir, file, data);
}
