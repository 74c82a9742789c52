/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { parseContent } from '@/lib/content/check';
import { closestName, fieldsAt, unknownFields } from '@/lib/content/unknown-fields';
import { sportSchema } from '@/lib/schemas/sport';
import { winnersFileSchema } from '@/lib/schemas/winner';
import { ticketsFileSchema } from '@/lib/schemas/ticket-event';
import { z } from '@/lib/zod';
import { fixtureDir } from '../../fixtures/data-dir';

// A winner as data/winners.json holds one (a fixture: its figures are this test's own).
const winner = {
  id: 7,
  eventName: 'Golf Open Final',
  eventDate: '2026-10-03',
  athletes: ['maya-johnson'],
  winnerImage: '/images/winners/winner-1.svg',
  prize: 1000,
  category: 'golf',
  description: 'A birdie on the last hole.',
  media: { type: 'image', url: '/images/winners/winner-1.svg', thumbnail: '/images/winners/winner-1.svg', alt: 'A trophy' },
  likes: 3,
  comments: [],
};
const winnersText = (...winners: object[]) => JSON.stringify({ winners }, null, 2);
const golf = JSON.parse(fs.readFileSync(path.join(fixtureDir('data-good'), 'sports', 'golf.json'), 'utf8'));

describe('a field the schema does not have', () => {
  it('names the file, the record by its id, the field and the field it was meant to be', () => {
    expect(() => parseContent('data/winners.json', winnersText(winner, { ...winner, id: 8, featurd: true }), winnersFileSchema)).toThrow(
      new Error('data/winners.json: winners.1: unknown field "featurd" in the record with id 8 (did you mean "featured"?)'),
    );
  });

  it('finds it at any depth, and lists every one at once', () => {
    const text = winnersText({ ...winner, media: { ...winner.media, thumbnial: '/x.svg' }, colour: 'red' });
    expect(() => parseContent('data/winners.json', text, winnersFileSchema)).toThrow(
      new Error(
        'data/winners.json: winners.0.media: unknown field "thumbnial" in the record with id 7 (did you mean "thumbnail"?); winners.0: unknown field "colour" in the record with id 7',
      ),
    );
  });

  it('in a file that is one record, names the field at the root, an optional one the hint too', () => {
    const text = JSON.stringify({ ...golf, imgae: '/images/x.svg' });
    expect(() => parseContent('data/sports/golf.json', text, sportSchema)).toThrow(
      new Error('data/sports/golf.json: (root): unknown field "imgae" (did you mean "image"?)'),
    );
  });

  it('accepts a file whose fields are all the schema’s, optional ones left out and defaults not typed', () => {
    expect(parseContent('data/winners.json', winnersText(winner), winnersFileSchema).winners[0]!.featured).toBe(false);
    expect(parseContent('data/sports/golf.json', JSON.stringify(golf), sportSchema).slug).toBe('golf');
  });
});

describe('closestName', () => {
  const known = ['featured', 'eventDate', 'name', 'image', 'imageAlt'];
  it('finds a slip of a letter or two, a swapped pair and a wrong case', () => {
    expect(closestName('featurd', known)).toBe('featured');
    expect(closestName('nmae', known)).toBe('name');
    expect(closestName('eventdate', known)).toBe('eventDate');
    expect(closestName('imageAtl', known)).toBe('imageAlt');
  });
  it('suggests nothing when no name is close', () => {
    expect(closestName('colour', known)).toBeUndefined();
    expect(closestName('x', known)).toBeUndefined();
  });
});

describe('fieldsAt', () => {
  it('reads the object schema at a path through lists, optional fields, defaults and refinements', () => {
    expect(fieldsAt(ticketsFileSchema, ['events', 0]).slice(0, 4)).toEqual(['id', 'title', 'description', 'date']);
    expect(fieldsAt(z.object({ a: z.array(z.object({ b: z.number() })).optional() }), ['a', 2])).toEqual(['b']);
    expect(fieldsAt(z.object({ a: z.string() }), ['a'])).toEqual([]);
  });
});

describe('unknownFields (the console’s JSON box)', () => {
  it('names the dropped fields as dotted paths', () => {
    const schema = z.object({ venue: z.object({ name: z.string() }), lineup: z.array(z.object({ name: z.string() })) });
    const input = { venue: { name: 'V', citty: 'X' }, lineup: [{ name: 'a' }, { name: 'b', nmae: 'c' }] };
    expect(unknownFields(input, schema.parse(input))).toEqual(['venue.citty', 'lineup.1.nmae']);
  });
});
