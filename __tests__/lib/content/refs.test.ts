import { assertKeyIsFileName, assertRef } from '@/lib/content/refs';

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
