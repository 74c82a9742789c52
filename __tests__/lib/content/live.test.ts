/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { getLiveData } from '@/lib/content/live';
import { parseContent } from '@/lib/content/read';
import { liveSchema } from '@/lib/schemas/live';
import { pictureWillExist } from '../../fixtures/pictures';

describe('live data', () => {
  it('loads two contestants, the event competitors and judging weights that add up to 100', () => {
    const live = getLiveData();
    expect(live.contest.contestants).toHaveLength(2);
    expect(live.event.competitors.length).toBeGreaterThan(0);
    expect(live.event.prizePool).toBeGreaterThan(0);
    expect(live.judging.reduce((sum, j) => sum + j.weight, 0)).toBe(100);
    for (const c of [...live.contest.contestants, ...live.event.competitors, { image: live.youImage }]) {
      expect({ image: c.image, exists: pictureWillExist(c.image) }).toEqual({ image: c.image, exists: true });
    }
  });

  it('names the file and field when the data is wrong', () => {
    const raw = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', 'live.json'), 'utf8'));
    raw.contest.contestants[1].streamQuality = '8K';
    expect(() => parseContent('data/live.json', JSON.stringify(raw), liveSchema)).toThrow(/^data\/live\.json: contest\.contestants\.1\.streamQuality: /);
    const weights = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', 'live.json'), 'utf8'));
    weights.judging[0].weight = 50;
    expect(() => parseContent('data/live.json', JSON.stringify(weights), liveSchema)).toThrow(/judging: judging weights must add up to 100/);
  });

  it('refuses duplicate ids and the reserved id "you"', () => {
    const raw = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', 'live.json'), 'utf8'));
    raw.event.competitors[1].id = raw.event.competitors[0].id;
    expect(() => parseContent('data/live.json', JSON.stringify(raw), liveSchema)).toThrow(/event\.competitors\.1\.id: duplicate id/);
    raw.event.competitors[1].id = 'you';
    expect(() => parseContent('data/live.json', JSON.stringify(raw), liveSchema)).toThrow(/reserved/);
  });

  it('points at its JSON Schema', () => {
    const raw = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', 'live.json'), 'utf8'));
    expect(raw.$schema).toBe('./schemas/live.schema.json');
  });
});
