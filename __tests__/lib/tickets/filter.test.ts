import { ALL_SPORTS, normalizeSport, sportFromParam, ticketListOrder, ticketSportChips } from '@/lib/tickets/filter';

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

describe('the tickets list order', () => {
  const at = (id: number, start: number, end: number) => ({ id, startMs: start, endMs: end });
  it('lists what is not over at the build first, soonest first, then what is over, soonest first', () => {
    const list = [at(5, 500, 600), at(1, 100, 200), at(3, 300, 400), at(2, 300, 350), at(4, 50, 1000)];
    expect(ids(ticketListOrder(list, 320))).toEqual([4, 2, 3, 5, 1]);
  });
  it('counts an event that ends at the build instant as over', () => {
    expect(ids(ticketListOrder([at(1, 0, 100), at(2, 50, 101)], 100))).toEqual([2, 1]);
  });
});

describe('sport chips', () => {
  it('are the sports that have an event, in the sports order', () => {
    expect(chips.map((c) => c.slug)).toEqual(['flag-football', 'basketball', 'soccer', 'track-field']);
  });

  it('never include a sport without events', () => {
    for (const chip of chips) expect(events.some((e) => e.sport === chip.slug)).toBe(true);
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
