import { assertKeyIsFileName, assertRef, valuesAt } from '@/lib/content/refs';

describe('assertRef', () => {
  it('accepts a key that exists, in a set or a list', () => {
    expect(() => assertRef('data/tickets.json', 'events.0.sport', 'golf', new Set(['golf']), 'sport', 'a file in data/sports')).not.toThrow();
    expect(() => assertRef('data/site.json', 'featuredEvents.1', 3, [1, 2, 3], 'ticket event', 'an id in data/tickets.json')).not.toThrow();
  });

  it('names the file, the field and the dangling value', () => {
    expect(() => assertRef('data/tickets.json', 'events.2.sport', 'golfing', new Set(['golf']), 'sport', 'the name of a file in data/sports')).toThrow(
      'data/tickets.json: events.2.sport: unknown sport "golfing" (expected the name of a file in data/sports)',
    );
  });
});

describe('assertKeyIsFileName', () => {
  it('accepts a slug equal to the file name', () => {
    expect(() => assertKeyIsFileName('data/sports', 'golf.json', 'golf', 'slug')).not.toThrow();
  });

  it('names the file and field when they differ', () => {
    expect(() => assertKeyIsFileName('data/sports', 'golf.json', 'golfing', 'slug')).toThrow(
      'data/sports/golf.json: slug: "golfing" must equal the file name ("golf")',
    );
  });
});

describe('valuesAt', () => {
  it('reaches every value of a path through lists, naming each by its field path', () => {
    const file = {
      events: [
        { sport: 'golf', athletes: ['a', 'b'] },
        { sport: 'soccer', athletes: [] },
      ],
    };
    expect(valuesAt(file, 'events[].sport')).toEqual([
      { at: 'events.0.sport', value: 'golf' },
      { at: 'events.1.sport', value: 'soccer' },
    ]);
    expect(valuesAt(file, 'events[].athletes[]')).toEqual([
      { at: 'events.0.athletes.0', value: 'a' },
      { at: 'events.0.athletes.1', value: 'b' },
    ]);
    expect(valuesAt({ featuredEvents: [3, 7] }, 'featuredEvents[]')).toEqual([
      { at: 'featuredEvents.0', value: 3 },
      { at: 'featuredEvents.1', value: 7 },
    ]);
  });

  it('reaches nothing where a field is left out', () => {
    expect(valuesAt({ highlights: [{ videoUrl: 'x' }, { articleSlug: 'final' }] }, 'highlights[].articleSlug')).toEqual([
      { at: 'highlights.1.articleSlug', value: 'final' },
    ]);
    expect(valuesAt({ athletes: [{ sport: 'golf' }] }, 'athletes[].history.results[].sport')).toEqual([]);
    expect(valuesAt({ demoAthlete: 'maya' }, 'demoAthlete')).toEqual([{ at: 'demoAthlete', value: 'maya' }]);
  });
});
