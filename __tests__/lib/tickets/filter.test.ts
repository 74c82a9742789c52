import { ALL_SPORTS, filterTicketEvents, normalizeSport, sportFromParam, ticketSportChips } from '@/lib/tickets/filter';

const events = [
  { id: 1, title: 'Flag Football Championship', description: 'Finals under the lights', city: 'Austin', sport: 'flag-football', sportName: 'Flag Football' },
  { id: 2, title: 'Basketball Elite Showdown', description: 'One-night knockout (8 teams)', city: 'Chicago', sport: 'basketball', sportName: 'Basketball' },
  { id: 3, title: 'Soccer World Cup Final', description: 'Trophy and fireworks', city: 'Los Angeles', sport: 'soccer', sportName: 'Soccer' },
  { id: 6, title: 'Grand Prix', description: 'Sprints * hurdles', city: 'Denver', sport: 'track-field', sportName: 'Track & Field' },
];
/** The sports in their own order: those of the events, and Golf, which has none. */
const sports = events.map((e) => ({ slug: e.sport, name: e.sportName }));
sports.splice(2, 0, { slug: 'golf', name: 'Golf' });
const chips = ticketSportChips(sports, events);
const ids = (list: { id: number }[]) => list.map((e) => e.id);

describe('ticket event filters', () => {
  it('matches title, description, city or sport name case-insensitively', () => {
    expect(ids(filterTicketEvents(events, { query: 'SHOWDOWN', sport: ALL_SPORTS }))).toEqual([2]);
    expect(ids(filterTicketEvents(events, { query: 'fireworks', sport: ALL_SPORTS }))).toEqual([3]);
    expect(ids(filterTicketEvents(events, { query: 'los angeles', sport: ALL_SPORTS }))).toEqual([3]);
    expect(ids(filterTicketEvents(events, { query: 'track &', sport: ALL_SPORTS }))).toEqual([6]);
  });

  it('combines the search with the sport chip, by slug', () => {
    expect(ids(filterTicketEvents(events, { query: '', sport: 'soccer' }))).toEqual([3]);
    expect(ids(filterTicketEvents(events, { query: 'chicago', sport: 'soccer' }))).toEqual([]);
    expect(ids(filterTicketEvents(events, { query: '  ', sport: ALL_SPORTS }))).toEqual([1, 2, 3, 6]);
  });

  it('treats the search as plain text of any length', () => {
    expect(ids(filterTicketEvents(events, { query: '(', sport: ALL_SPORTS }))).toEqual([2]);
    expect(ids(filterTicketEvents(events, { query: '*', sport: ALL_SPORTS }))).toEqual([6]);
    expect(ids(filterTicketEvents(events, { query: '.*', sport: ALL_SPORTS }))).toEqual([]);
    expect(() => filterTicketEvents(events, { query: '('.repeat(5000), sport: ALL_SPORTS })).not.toThrow();
    expect(filterTicketEvents(events, { query: 'x'.repeat(5000), sport: ALL_SPORTS })).toEqual([]);
  });
});

describe('sport chips', () => {
  it('are the sports that have an event, in the sports order', () => {
    expect(chips.map((c) => c.slug)).toEqual(['flag-football', 'basketball', 'soccer', 'track-field']);
  });

  it('never include a sport without events', () => {
    for (const chip of chips) expect(filterTicketEvents(events, { query: '', sport: chip.slug }).length).toBeGreaterThan(0);
  });

  it('read ?sport= as a slug or a name, else All Sports', () => {
    expect(sportFromParam('track-field', chips)).toBe('track-field');
    expect(sportFromParam('Track and Field', chips)).toBe('track-field');
    expect(sportFromParam('SOCCER', chips)).toBe('soccer');
    expect(sportFromParam('golf', chips)).toBe(ALL_SPORTS);
    expect(sportFromParam(null, chips)).toBe(ALL_SPORTS);
    expect(sportFromParam('  ', chips)).toBe(ALL_SPORTS);
    expect(sportFromParam('x'.repeat(10_000), chips)).toBe(ALL_SPORTS);
  });

  it('normalises "&" and spaces', () => {
    expect(normalizeSport('  Track  &  Field ')).toBe('track and field');
  });
});
