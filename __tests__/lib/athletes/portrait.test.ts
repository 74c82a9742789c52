/** @jest-environment node */
import path from 'node:path';
import { collectArt } from '@/lib/art/catalog';
import { athletePortrait, athletePortraitAlt, athletePortraitPath } from '@/lib/athletes/portrait';
import { getAthletes } from '@/lib/content/athlete-pages';
import { readDataFiles } from '../../../scripts/art/data-files';

describe('every athlete has a portrait with nothing written in her record', () => {
  it('a record without image gets the drawn portrait, its alt saying what is drawn', () => {
    expect(athletePortrait({ id: 'ann-lee', name: 'Ann Lee' }, 'Track & Field')).toEqual({
      src: '/images/athletes/ann-lee.svg',
      alt: 'Avatar of Ann Lee: the initials AL above a track and field emblem',
    });
  });

  it("a record's own picture and alt are kept", () => {
    expect(athletePortrait({ id: 'ann-lee', name: 'Ann Lee', image: 'https://example.org/ann.jpg', alt: 'Ann Lee at the line' }, 'Golf')).toEqual({
      src: 'https://example.org/ann.jpg',
      alt: 'Ann Lee at the line',
    });
  });

  it('the art step draws a portrait for an athlete record that names none, with the same alt', () => {
    const files = [
      { file: 'sports/golf.json', data: { slug: 'golf', name: 'Golf' } },
      { file: 'athletes.json', data: { athletes: [{ id: 'ann-lee', name: 'Ann Lee', sport: 'golf' }] } },
    ];
    const job = collectArt(files).jobs.find((j) => j.path === athletePortraitPath('ann-lee'));
    expect(job).toMatchObject({ alt: athletePortraitAlt('Ann Lee', 'Golf'), draw: { type: 'avatar', initials: 'AL' } });
  });

  it("on data/: each athlete's portrait is one the build draws with the alt her page shows, or her own", () => {
    const jobs = new Map(collectArt(readDataFiles(path.join(process.cwd(), 'data'))).jobs.map((j) => [j.path, j]));
    for (const a of getAthletes()) {
      const job = jobs.get(a.portrait.src);
      if (job) expect({ id: a.id, alt: a.portrait.alt }).toEqual({ id: a.id, alt: job.alt });
      else expect(a.portrait.src).toMatch(/^https:\/\/|^\/(?!images\/athletes\/)/);
    }
  });
});
