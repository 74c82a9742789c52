import { z } from '@/lib/zod';
import { UnreadJson, findUnreadJson, unknownFields } from '@/lib/admin/json-edit';

describe('findUnreadJson', () => {
  it('finds a box that does not read as JSON, at any depth, with its path', () => {
    expect(findUnreadJson({ title: 'A', lineup: [{ name: 'x' }, new UnreadJson('Lineup 2: not valid JSON')] })).toEqual({
      path: 'lineup.1',
      problem: 'Lineup 2: not valid JSON',
    });
    expect(findUnreadJson(new UnreadJson('Record as JSON: not valid JSON'))).toEqual({ path: '', problem: 'Record as JSON: not valid JSON' });
  });

  it('finds nothing in values that all read', () => {
    expect(findUnreadJson({ title: 'A', n: 1, list: [1, { a: null }], none: undefined })).toBeNull();
  });
});

describe('unknownFields', () => {
  const schema = z.object({ id: z.number(), title: z.string(), venue: z.object({ name: z.string() }), lineup: z.array(z.object({ name: z.string() })) });
  const read = (input: unknown) => unknownFields(input, schema.parse(input));

  it('names every field the schema dropped, nested and in lists', () => {
    expect(read({ id: 1, title: 'A', ticketPirce: 10, venue: { name: 'V', citty: 'X' }, lineup: [{ name: 'a' }, { name: 'b', nmae: 'c' }] })).toEqual([
      'ticketPirce',
      'venue.citty',
      'lineup.1.nmae',
    ]);
  });

  it('names nothing when every field is the schema’s (defaults added by the schema are not the typist’s)', () => {
    const withDefault = z.object({ id: z.number(), featured: z.boolean().default(false) });
    expect(unknownFields({ id: 1 }, withDefault.parse({ id: 1 }))).toEqual([]);
    expect(read({ id: 1, title: 'A', venue: { name: 'V' }, lineup: [] })).toEqual([]);
  });
});
