import { exactSport, filterSports, matchText, missingSportNames, noMatchMessage, pickerChoices, readableSlug, sportNameRecord } from '@/lib/sports/catalog';
import { CATALOG_LIMITS, SPORTS_FILE_VERSION, parseSportCatalog, sportCatalogFile } from '@/lib/sports/catalog-file';

const sports = [
  { slug: 'basketball', name: 'Basketball' },
  { slug: 'beach-sports', name: 'Beach Sports' },
  { slug: 'flag-football', name: 'Flag Football' },
  { slug: 'track-field', name: 'Track & Field' },
  { slug: 'e-sports', name: 'E Sports' },
];

describe('the sports file', () => {
  it('is written with every sport by name, slug and name only', () => {
    const file = sportCatalogFile([{ slug: 'soccer', name: 'Soccer', id: 3 } as { slug: string; name: string }, { slug: 'archery', name: 'Archery' }]);
    expect(file).toEqual({
      version: SPORTS_FILE_VERSION,
      sports: [
        { slug: 'archery', name: 'Archery' },
        { slug: 'soccer', name: 'Soccer' },
      ],
    });
  });

  it('reads back what was written', () => {
    expect(parseSportCatalog(JSON.parse(JSON.stringify(sportCatalogFile(sports))))).toHaveLength(sports.length);
  });

  it('is refused when it is not the list of sports', () => {
    for (const bad of [null, 'sports', 42, [], {}, { sports: [] }, { version: 2, sports: [] }, { version: SPORTS_FILE_VERSION, sports: {} }])
      expect(parseSportCatalog(bad)).toBeNull();
    const huge = { version: SPORTS_FILE_VERSION, sports: Array.from({ length: CATALOG_LIMITS.sports + 1 }, (_, i) => ({ slug: `s${i}`, name: `S ${i}` })) };
    expect(parseSportCatalog(huge)).toBeNull();
  });

  it('leaves out entries that are not a slug and a name, trims names and keeps a slug once', () => {
    const parsed = parseSportCatalog({
      version: SPORTS_FILE_VERSION,
      sports: [
        { slug: 'golf', name: '  Golf ' },
        { slug: 'golf', name: 'Golf again' },
        { slug: 'Golf', name: 'Upper case' },
        { slug: '../x', name: 'Path' },
        { slug: 'x'.repeat(CATALOG_LIMITS.slug + 1), name: 'Long slug' },
        { slug: 'blank', name: '   ' },
        { slug: 'long-name', name: 'n'.repeat(CATALOG_LIMITS.name + 1) },
        { slug: 'number', name: 7 },
        null,
        'golf',
        { slug: 'darts', name: '<b>Darts</b>' },
      ],
    });
    expect(parsed).toEqual([
      { slug: 'golf', name: 'Golf' },
      { slug: 'darts', name: '<b>Darts</b>' },
    ]);
  });
});

describe('filtering the sports', () => {
  it('lists every sport for empty text, in the given order', () => {
    expect(filterSports(sports, '')).toEqual(sports);
    expect(filterSports(sports, '   ')).toEqual(sports);
  });

  it('puts names that start with the text first, then a word that does, then names or slugs containing it', () => {
    expect(filterSports(sports, 'b').map((s) => s.slug)).toEqual(['basketball', 'beach-sports', 'flag-football']);
    expect(filterSports(sports, 'sp').map((s) => s.slug)).toEqual(['beach-sports', 'e-sports']);
    expect(filterSports(sports, 'f').map((s) => s.slug)).toEqual(['flag-football', 'track-field']);
    expect(filterSports(sports, 'ball').map((s) => s.slug)).toEqual(['basketball', 'flag-football']);
  });

  it('ignores case, accents, spacing and dashes, and reads & as and', () => {
    expect(filterSports(sports, 'FLAG  foot').map((s) => s.slug)).toEqual(['flag-football']);
    expect(filterSports(sports, 'e-sports').map((s) => s.slug)).toEqual(['e-sports']);
    expect(filterSports(sports, 'track and').map((s) => s.slug)).toEqual(['track-field']);
    expect(filterSports([{ slug: 'pelota', name: 'Pelota Vasca Frontón' }], 'fronton')).toHaveLength(1);
    expect(matchText('  Track & Field ')).toBe('track and field');
  });

  it('takes any text without error: symbols, quotes, patterns and 1,000 characters match nothing', () => {
    for (const text of ['"', "'", '.*', '(', '[', '\\', '<script>', '%', '😀', 'x'.repeat(1000), '\u0000']) expect(filterSports(sports, text)).toEqual([]);
  });

  it('finds the sport whose name is exactly what was typed', () => {
    expect(exactSport(sports, ' flag football ')?.slug).toBe('flag-football');
    expect(exactSport(sports, 'flag')).toBeUndefined();
    expect(exactSport(sports, '')).toBeUndefined();
  });

  it('says no sport matches, repeating at most 40 characters of the text', () => {
    expect(noMatchMessage(' curling ')).toBe('No sport matches “curling”');
    expect(noMatchMessage('y'.repeat(1000))).toBe(`No sport matches “${'y'.repeat(40)}…”`);
  });
});

describe('what a picker lists and names', () => {
  it('lists the featured sports first, then the others known, each once', () => {
    const featured = [sports[2]!, sports[0]!];
    expect(pickerChoices(featured, null, sports).map((s) => s.slug)).toEqual(['flag-football', 'basketball', 'beach-sports', 'track-field', 'e-sports']);
    expect(pickerChoices(featured, undefined, null)).toEqual(featured);
  });

  it('names a slug readably when no name is known', () => {
    expect(readableSlug('track-field')).toBe('Track field');
    expect(readableSlug('e-sports')).toBe('E sports');
    expect(readableSlug('')).toBe('');
  });

  it('maps slugs to names, the first list winning, and says which wanted sports have none', () => {
    const names = sportNameRecord(
      [{ slug: 'golf', name: 'Golf' }],
      [
        { slug: 'golf', name: 'Other' },
        { slug: 'darts', name: 'Darts' },
      ],
    );
    expect(names).toEqual({ golf: 'Golf', darts: 'Darts' });
    expect(missingSportNames(names, ['golf', 'curling', 'curling', '', 'special-events', 'constructor'])).toEqual(['curling', 'constructor']);
  });
});
