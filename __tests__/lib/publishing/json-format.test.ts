import fs from 'node:fs';
import path from 'node:path';
import { formatDataFile, orderKeysLike, type JsonValue } from '@/lib/publishing/json-format';

const dataDir = path.join(process.cwd(), 'data');
const dataFiles = (fs.readdirSync(dataDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.json')).sort();

describe('formatDataFile', () => {
  it('finds the data files to check', () => {
    expect(dataFiles).toContain('site.json');
  });

  it.each(dataFiles)('writes data/%s back byte for byte', (file) => {
    const text = fs.readFileSync(path.join(dataDir, file), 'utf8');
    expect(formatDataFile(JSON.parse(text) as JsonValue, text)).toBe(text);
  });

  it('indents by two spaces, puts $schema first, writes non-ASCII as itself and ends with a newline', () => {
    const text = formatDataFile({ title: 'Étoiles 🇺🇸', $schema: './schemas/x.schema.json', prize: 1.5, tags: ['a'], empty: [], none: {} });
    expect(text).toBe(
      [
        '{',
        '  "$schema": "./schemas/x.schema.json",',
        '  "title": "Étoiles 🇺🇸",',
        '  "prize": 1.5,',
        '  "tags": [',
        '    "a"',
        '  ],',
        '  "empty": [],',
        '  "none": {}',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('keeps a list written one record per line that way, for changed and new records', () => {
    const previous = '{\n  "events": [\n    { "id": 1, "name": "Awards" },\n    { "id": 2, "name": "Galas" }\n  ]\n}\n';
    const next = {
      events: [
        { id: 1, name: 'Award Nights' },
        { id: 2, name: 'Galas' },
        { id: 3, name: 'Camps' },
      ],
    };
    expect(formatDataFile(next, previous)).toBe(
      '{\n  "events": [\n    { "id": 1, "name": "Award Nights" },\n    { "id": 2, "name": "Galas" },\n    { "id": 3, "name": "Camps" }\n  ]\n}\n',
    );
  });

  it('writes a container spread over lines that way even when a sibling is on one line', () => {
    const previous = '{\n  "shipping": { "flatRate": 6.95 },\n  "stats": {\n    "count": 2\n  }\n}\n';
    expect(formatDataFile({ shipping: { flatRate: 7.5 }, stats: { count: 3 } }, previous)).toBe(
      '{\n  "shipping": { "flatRate": 7.5 },\n  "stats": {\n    "count": 3\n  }\n}\n',
    );
  });

  it("keeps an unchanged number's or string's own spelling, and writes a changed one plainly", () => {
    const previous = '{\n  "price": 59.50,\n  "was": 70.00,\n  "city": "Montr\\u00e9al"\n}\n';
    expect(formatDataFile({ price: 59.5, was: 80, city: 'Montréal' }, previous)).toBe('{\n  "price": 59.50,\n  "was": 80,\n  "city": "Montr\\u00e9al"\n}\n');
  });

  it('refuses a previous text that is not JSON', () => {
    expect(() => formatDataFile({ a: 1 }, '{ "a": 1')).toThrow(SyntaxError);
  });
});

describe('orderKeysLike', () => {
  it('keeps the existing key order of a changed record and puts new keys last', () => {
    const before = { id: 'a', name: 'A', stats: { wins: 1, losses: 2 } };
    const edited = { stats: { losses: 3, wins: 1 }, nickname: 'Ace', name: 'A', id: 'a' };
    expect(JSON.stringify(orderKeysLike(edited, before))).toBe('{"id":"a","name":"A","stats":{"wins":1,"losses":3},"nickname":"Ace"}');
  });

  it('gives a new list item the key order of its siblings', () => {
    const list = [{ id: 1, name: 'One', tags: ['x'] }];
    const next = [...list, { tags: ['y'], name: 'Two', id: 2 }];
    expect(JSON.stringify(orderKeysLike(next, list))).toBe('[{"id":1,"name":"One","tags":["x"]},{"id":2,"name":"Two","tags":["y"]}]');
  });
});
