/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyWeekOfEdits } from '@/scripts/lib/content-week';
import { readDataFiles } from '@/scripts/art/data-files';
import { altMismatches, collectArt } from '@/lib/art/catalog';
import { fixtureDir, loadFixtureDir } from '../fixtures/data-dir';
import { getSports } from '@/lib/content/sports';
import { getSportPageData } from '@/lib/content/sport-page';
import { getAthletes } from '@/lib/content/athlete-pages';
import { getTicketEvents } from '@/lib/content/tickets';
import { getProducts } from '@/lib/content/products';
import { getArticle, getArticles } from '@/lib/content/articles';
import { getContestsContent } from '@/lib/content/contests';
import { getWinners } from '@/lib/content/winners';
import { assertAthleteSports, athleteIndex } from '@/lib/content/athletes';
import { getInfoPage, getPartners, getTestimonials } from '@/lib/content/info';
import { recordPageParams } from '@/lib/content/record-pages';

// The editor check's week of edits, on fixture content: data-sample, plus data-week for the files it
// lacks (winners, partners, testimonials, the policy pages).
const NOW = new Date('2026-05-10T12:00:00Z');

function fixtureCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-content-week-'));
  fs.cpSync(fixtureDir('data-sample'), dir, { recursive: true });
  fs.cpSync(fixtureDir('data-week'), dir, { recursive: true });
  return dir;
}

/** Every collection the week touches, through the site's loaders (schemas and reference checks). */
function loadAll(dir: string) {
  return loadFixtureDir(dir, () => {
    const sports = getSports();
    const athletes = athleteIndex();
    assertAthleteSports();
    // Each sport's page: its tabs with its events, contests and athletes (a league date may not copy one).
    sports.forEach((s) => expect(getSportPageData(s.slug)).toBeDefined());
    expect(getAthletes()).toHaveLength(athletes.size);
    return {
      sports,
      athletes,
      events: getTicketEvents(),
      products: getProducts(),
      articles: getArticles(),
      contests: getContestsContent(),
      winners: getWinners(),
      privacy: getInfoPage('privacy'),
      partners: getPartners().partners,
      testimonials: getTestimonials('partners'),
    };
  });
}

/** The alt texts that do not say what their picture shows (by file and text: removing a record shifts the pointers). */
const mismatches = (dir: string) => altMismatches(collectArt(readDataFiles(dir)).jobs).map((m) => `${m.file} ${m.actual}`);

describe('applyWeekOfEdits', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('makes edits that pass every schema and reference check, and says what it changed', () => {
    const dir = fixtureCopy();
    dirs.push(dir);
    const before = loadAll(dir);
    const altsBefore = mismatches(dir);
    const week = applyWeekOfEdits(dir, NOW);
    const after = loadAll(dir);

    const sport = after.sports.find((s) => s.slug === week.sport.slug)!;
    expect(sport).toMatchObject({ name: week.sport.name, id: Math.max(...before.sports.map((s) => s.id)) + 1 });
    expect(before.sports.some((s) => s.slug === week.sport.slug)).toBe(false);
    expect(fs.existsSync(path.join(dir, week.sport.file.replace(/^data\//, '')))).toBe(true);

    const future = after.events.find((e) => e.id === week.futureEvent.id)!;
    const past = after.events.find((e) => e.id === week.pastEvent.id)!;
    expect(future).toMatchObject({ title: week.futureEvent.title, sport: week.sport.slug });
    expect(future.startMs).toBeGreaterThan(NOW.getTime());
    expect(past.endMs).toBeLessThan(NOW.getTime());
    expect(after.events).toHaveLength(before.events.length + 2);

    const productIds = after.products.map((p) => p.id);
    expect(productIds).toContain(week.addedProduct.id);
    expect(productIds).not.toContain(week.removedProduct.id);
    expect(before.products.map((p) => p.id)).toContain(week.removedProduct.id);
    expect(after.products).toHaveLength(before.products.length);

    const article = loadFixtureDir(dir, () => getArticle(week.article.slug))!;
    expect(article).toMatchObject({ title: week.article.title, sport: week.sport.slug });
    expect(after.articles).toHaveLength(before.articles.length + 1);
    expect(after.contests.filter((c) => c.category === week.sport.slug)).toHaveLength(1);
    const winner = after.winners.find((w) => w.category === week.sport.slug)!;
    expect(after.athletes.get(winner.athletes[0]!)?.sport).toBe(week.sport.slug);
    expect(after.athletes.size).toBe(before.athletes.size + 1);
    // The new athlete wrote no picture: she gets her page and a drawn portrait from her record alone.
    const newcomer = after.athletes.get(winner.athletes[0]!)!;
    expect(newcomer).not.toHaveProperty('image');
    expect(loadFixtureDir(dir, () => recordPageParams('/athletes/[id]/'))).toContain(newcomer.id);
    const portrait = loadFixtureDir(dir, () => getAthletes().find((a) => a.id === newcomer.id)!.portrait);
    expect(collectArt(readDataFiles(dir)).jobs.find((j) => j.path === portrait.src)?.alt).toBe(portrait.alt);

    expect(after.privacy.lastUpdated).toBe('2026-05-10');
    expect(week.policy).toEqual({ slug: 'privacy', lastUpdated: '2026-05-10' });
    expect(after.partners.filter((p, i) => p.website !== before.partners[i]!.website)).toEqual([expect.objectContaining(week.partner)]);
    expect(after.testimonials).toHaveLength(before.testimonials.length - 1);
    expect(after.testimonials.map((t) => t.author)).not.toContain(week.removedTestimonial.author);
    expect(after.testimonials.map((t) => t.author)).toContain(week.keptTestimonial.author);

    // Every new picture is one the art step draws, and every new alt says what it shows.
    expect(collectArt(readDataFiles(dir)).problems).toEqual([]);
    expect(mismatches(dir).filter((m) => !altsBefore.includes(m))).toEqual([]);
    expect(week.changes).toHaveLength(12);
  });

  it('takes fresh names and ids when the week is applied again (no record of the first week is assumed away)', () => {
    const dir = fixtureCopy();
    dirs.push(dir);
    const first = applyWeekOfEdits(dir, NOW);
    const second = applyWeekOfEdits(dir, NOW);
    expect(second.sport.slug).not.toBe(first.sport.slug);
    expect(second.article.slug).not.toBe(first.article.slug);
    expect(second.removedProduct.id).not.toBe(first.removedProduct.id);
    expect(second.futureEvent.id).toBeGreaterThan(first.pastEvent.id);
    const after = loadAll(dir);
    expect(after.sports.map((s) => s.slug)).toEqual(expect.arrayContaining([first.sport.slug, second.sport.slug]));
    expect(after.testimonials).toHaveLength(1);
  });

  it('refuses to leave a page without testimonials', () => {
    const dir = fixtureCopy();
    dirs.push(dir);
    const file = path.join(dir, 'testimonials.json');
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    data.testimonials = data.testimonials.slice(0, 1);
    fs.writeFileSync(file, JSON.stringify(data));
    expect(() => applyWeekOfEdits(dir, NOW)).toThrow('every page has a single testimonial');
  });
});
