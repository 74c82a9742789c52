import { ALL_SPORTS, filterTicketEvents, normalizeSport, sportFromParam } from '@/lib/tickets/filter';

const events = [
  { id: 1, title: 'Championship Weekend', description: 'Finals in six sports', city: 'Austin', sport: 'Multi-Sport' },
  { id: 2, title: 'Basketball Elite Showdown', description: 'One-night knockout (8 teams)', city: 'Chicago', sport: 'Basketball' },
  { id: 3, title: 'Soccer World Cup Final', description: 'Trophy and fireworks', city: 'Los Angeles', sport: 'Soccer' },
  { id: 6, title: 'Grand Prix', description: 'Sprints * hurdles', city: 'Denver', sport: 'Track & Field' },
];
const ids = (list: { id: number }[]) => list.map((e) => e.id);

describe('ticket event filters', () => {
  it('matches title, description or city case-insensitively', () => {
    expect(ids(filterTicketEvents(events, { query: 'SHOWDOWN', sport: ALL_SPORTS }))).toEqual([2]);
    expect(ids(filterTicketEvents(events, { query: 'fireworks', sport: ALL_SPORTS }))).toEqual([3]);
    expect(ids(filterTicketEvents(events, { query: 'los angeles', sport: ALL_SPORTS }))).toEqual([3]);
  });

  it('combines the search with the sport chip (substring of the sport)', () => {
    expect(ids(filterTicketEvents(events, { query: '', sport: 'Soccer' }))).toEqual([3]);
    expect(ids(filterTicketEvents(events, { query: 'Chicago', sport: 'Soccer' }))).toEqual([]);
    expect(ids(filterTicketEvents(events, { query: '', sport: 'sport' }))).toEqual([1]);
    expect(ids(filterTicketEvents(events, { query: '  ', sport: ALL_SPORTS }))).toEqual([1, 2, 3, 6]);
  });

  it('treats pattern characters and very long input as plain text', () => {
    expect(ids(filterTicketEvents(events, { query: '(', sport: ALL_SPORTS }))).toEqual([2]);
    expect(ids(filterTicketEvents(events, { query: '*', sport: ALL_SPORTS }))).toEqual([6]);
    expect(ids(filterTicketEvents(events, { query: '.*', sport: ALL_SPORTS }))).toEqual([]);
    expect(() => filterTicketEvents(events, { query: '('.repeat(5000), sport: ALL_SPORTS })).not.toThrow();
    expect(filterTicketEvents(events, { query: 'x'.repeat(5000), sport: ALL_SPORTS })).toEqual([]);
  });

  it('reads "&" and "and" alike, so sport pages can link with the sport name', () => {
    expect(normalizeSport('Track & Field')).toBe(normalizeSport('track and field'));
    expect(sportFromParam('Track and Field')).toBe('Track & Field');
    expect(sportFromParam('soccer')).toBe('Soccer');
    expect(sportFromParam('Golf')).toBe('Golf');
    expect(sportFromParam(null)).toBe(ALL_SPORTS);
    expect(sportFromParam('  ')).toBe(ALL_SPORTS);
    expect(ids(filterTicketEvents(events, { query: '', sport: 'Track and Field' }))).toEqual([6]);
  });
});
