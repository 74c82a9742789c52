import {
  competitionEntries,
  contestEntry,
  filterBySport,
  groupByMonth,
  scheduleOrder,
  scheduleSections,
  sortEntries,
  specialEntries,
  type ScheduleEntry,
} from '@/lib/schedule/entries';
import { writeFeed } from '@/lib/schedule/feeds';
import { feedUrls, isLocalSite, uidHost } from '@/lib/schedule/feed-urls';
import type { Contest } from '@/lib/schemas/contest';
import type { SpecialEvent } from '@/lib/schemas/special-event';

const entry = (id: string, month: string, startMs: number, endMs: number, sport: string | null = 'soccer'): ScheduleEntry => ({
  id,
  kind: 'ticketed',
  title: id,
  description: '',
  sport,
  sportName: sport ?? 'Special Events',
  when: { allDay: true, startDate: `${month}-01`, endDate: `${month}-01` },
  startMs,
  endMs,
  month,
  dateLabel: '',
  timeLabel: null,
  startsAt: `${month}-01`,
  location: 'Somewhere',
  href: `/x/${id}/`,
});

describe('grouping by month', () => {
  const entries = [entry('a', '2026-12', 1, 2), entry('b', '2026-12', 3, 4, 'tennis'), entry('c', '2027-02', 5, 6), entry('d', '2027-03', 7, 8, null)];

  it('puts each entry under the month it starts in, months in time order, with a heading', () => {
    expect(groupByMonth(entries).map((g) => [g.label, g.entries.map((e) => e.id)])).toEqual([
      ['December 2026', ['a', 'b']],
      ['February 2027', ['c']],
      ['March 2027', ['d']],
    ]);
  });

  it('lists what is still to come first, and what has ended apart, latest month first', () => {
    const { upcoming, past } = scheduleSections(entries, 5.5);
    expect(upcoming.map((g) => g.entries.map((e) => e.id))).toEqual([['c'], ['d']]);
    expect(past.map((g) => g.month)).toEqual(['2026-12']);
    // An entry under way is still "coming up" until it ends.
    expect(scheduleSections(entries, 6).upcoming[0]!.entries.map((e) => e.id)).toEqual(['d']);
  });

  it('orders the paged schedule as its sections read: to come, soonest first, then ended, latest month first', () => {
    const more = [entry('e', '2026-11', 0, 0.5), ...entries];
    expect(scheduleOrder(more, 5.5).map((e) => e.id)).toEqual(['c', 'd', 'a', 'b', 'e']);
  });

  it('keeps one sport (or every entry for no sport)', () => {
    expect(filterBySport(entries, 'tennis').map((e) => e.id)).toEqual(['b']);
    expect(filterBySport(entries, '')).toHaveLength(4);
  });

  it('sorts by start, then by id', () => {
    expect(sortEntries([entry('z', '2026-12', 1, 2), entry('y', '2026-12', 1, 2), entry('x', '2026-11', 0, 1)]).map((e) => e.id)).toEqual(['x', 'y', 'z']);
  });
});

describe('entries from records', () => {
  const contest = { id: 7, title: 'Free Kick Masters', description: 'Kicks', startDate: '2027-02-06', endDate: '2027-02-07', category: 'soccer' } as Contest;

  it('makes a contest a whole-days entry of its sport, linked to its card', () => {
    const e = contestEntry(contest, [{ slug: 'soccer', name: 'Soccer' }]);
    expect(e).toMatchObject({
      id: 'contest-7',
      sport: 'soccer',
      sportName: 'Soccer',
      month: '2027-02',
      timeLabel: null,
      href: '/upcoming-contests/#contest-7',
    });
    expect(e.dateLabel).toBe('February 6, 2027 to February 7, 2027');
    expect(e.when).toEqual({ allDay: true, startDate: '2027-02-06', endDate: '2027-02-07' });
  });

  it('gives a special-events contest no sport', () => {
    expect(contestEntry({ ...contest, category: 'special-events' }, []).sport).toBeNull();
  });

  it('lists the cruises and trips of a special event from departure for their days', () => {
    const cruise = { name: 'Caribbean Sports Cruise', description: 'Sun', durationDays: 10, departurePort: 'Miami, Florida', departureDate: '2027-02-06' };
    const event = { slug: 'cruises', name: 'Cruises', tabs: [{ id: 'overview' }, { id: 'cruises', cruises: [cruise, cruise] }] } as unknown as SpecialEvent;
    const [first, second] = specialEntries(event);
    expect(first).toMatchObject({ id: 'special-cruises-caribbean-sports-cruise', sport: null, location: 'Departs Miami, Florida', href: '/events/cruises/' });
    expect(first!.when).toEqual({ allDay: true, startDate: '2027-02-06', endDate: '2027-02-15' });
    // Two trips of one name still get ids of their own.
    expect(second!.id).toBe('special-cruises-caribbean-sports-cruise-2');
  });

  it('lists a sport file’s other dates as whole-day competitions of the sport, linking to its page', () => {
    const dates = [
      { name: 'Conference Cup Final', date: '2027-03-27', prize: 12000 },
      { name: 'Conference Cup Final', date: '2027-04-03', prize: 5000 },
    ];
    const [first, second] = competitionEntries({ slug: 'soccer', name: 'Soccer' }, dates);
    expect(first).toMatchObject({
      id: 'competition-soccer-conference-cup-final',
      kind: 'competition',
      sport: 'soccer',
      sportName: 'Soccer',
      description: 'Prize money $12,000.',
      location: '',
      href: '/sports/soccer/',
      month: '2027-03',
      timeLabel: null,
    });
    expect(first!.when).toEqual({ allDay: true, startDate: '2027-03-27', endDate: '2027-03-27' });
    expect(second!.id).toBe('competition-soccer-conference-cup-final-2');
    // No place is known: the feed's event has no LOCATION line.
    const ics = writeFeed([first!], 'soccer', 'Soccer', { url: 'https://league.example.org', basePath: '', built: new Date('2026-11-21T12:00:00Z') });
    expect(ics).toContain('SUMMARY:Conference Cup Final');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270327');
    expect(ics).not.toContain('LOCATION');
  });
});

describe('feeds', () => {
  const site = { url: 'https://league.example.org', basePath: '/wal', built: new Date('2026-11-21T12:00:00Z') };
  const entries = [entry('ticketed-1', '2026-12', 1, 2), entry('ticketed-2', '2027-01', 3, 4, 'tennis')];
  const vevents = (ics: string) => ics.split('\r\n').filter((l) => l === 'BEGIN:VEVENT').length;

  it('holds every entry for the league and only the sport for a sport', () => {
    expect(vevents(writeFeed(entries, 'league', 'League', site))).toBe(2);
    expect(vevents(writeFeed(entries, 'tennis', 'Tennis', site))).toBe(1);
    expect(vevents(writeFeed(entries, 'golf', 'Golf', site))).toBe(0);
  });

  it('names each event by its record and the site host, and links back to its page', () => {
    const lines = writeFeed(entries, 'tennis', 'Tennis', site).replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('UID:ticketed-2@league.example.org');
    expect(lines).toContain('URL:https://league.example.org/wal/x/ticketed-2/');
  });

  it('offers the feed as a download on this site and a webcal address to subscribe to', () => {
    expect(feedUrls('https://league.example.org', '', 'soccer')).toEqual({
      download: '/calendar/soccer.ics',
      subscribe: 'webcal://league.example.org/calendar/soccer.ics',
    });
    expect(feedUrls('https://example.github.io', '/league', 'soccer')).toEqual({
      download: '/league/calendar/soccer.ics',
      subscribe: 'webcal://example.github.io/league/calendar/soccer.ics',
    });
    expect(uidHost('http://localhost:3000')).toBe('localhost');
    expect(isLocalSite('http://localhost:3000')).toBe(true);
    expect(isLocalSite('https://league.example.org')).toBe(false);
  });
});
