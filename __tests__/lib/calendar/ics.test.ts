import { escapeText, foldLine, writeCalendar, type IcsEvent } from '@/lib/calendar/ics';
import { offsetChanges, zoneComponent } from '@/lib/calendar/zones';

const stamp = new Date('2026-11-21T12:00:00Z');
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

const timed: IcsEvent = {
  uid: 'ticketed-3@league.example.org',
  when: { allDay: false, date: '2027-02-20', time: '17:00', timeZone: 'America/Los_Angeles', durationHours: 3 },
  summary: 'Soccer World Cup Final',
  location: 'Metro Park Stadium, 3900 Exposition Boulevard, Los Angeles, CA 90037',
  description: 'Line one;\nline two, with a back\\slash',
  url: 'https://league.example.org/buy-tickets/#event-3-title',
  lastModified: stamp,
};

describe('TEXT values and lines', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds a long line at 75 octets, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const p of parts) expect(Buffer.byteLength(p, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });

  it('never splits a multi-byte character when folding', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const parts = foldLine(line).split('\r\n');
    for (const p of parts) {
      expect(Buffer.byteLength(p, 'utf8')).toBeLessThanOrEqual(75);
      expect(p).not.toContain('\uFFFD');
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });

  it('leaves a short line as it is', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('a calendar', () => {
  const ics = writeCalendar({ prodId: '-//Test//EN', name: 'League, all', stamp, events: [timed] });
  const lines = unfold(ics);

  it('ends every line with CRLF and has no bare LF', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes the event at its local time in its own zone, with the zone defined', () => {
    expect(lines).toContain('DTSTART;TZID=America/Los_Angeles:20270220T170000');
    expect(lines).toContain('DURATION:PT3H');
    expect(lines).toContain('TZID:America/Los_Angeles');
    expect(lines.filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(1);
  });

  it('keeps the UID, stamps and the escaped text', () => {
    expect(lines).toContain('UID:ticketed-3@league.example.org');
    expect(lines).toContain('DTSTAMP:20261121T120000Z');
    expect(lines).toContain('LAST-MODIFIED:20261121T120000Z');
    expect(lines).toContain('X-WR-CALNAME:League\\, all');
    expect(lines).toContain('LOCATION:Metro Park Stadium\\, 3900 Exposition Boulevard\\, Los Angeles\\, CA 90037');
    expect(lines).toContain('DESCRIPTION:Line one\\;\\nline two\\, with a back\\\\slash');
    expect(lines).toContain('URL:https://league.example.org/buy-tickets/#event-3-title');
  });

  it('gives the same UIDs when written again later (only the stamps move)', () => {
    const later = writeCalendar({ prodId: '-//Test//EN', stamp: new Date('2027-01-01T00:00:00Z'), events: [timed] });
    const uids = (text: string) => unfold(text).filter((l) => l.startsWith('UID:'));
    expect(uids(later)).toEqual(uids(ics));
  });

  it('writes whole days as DATE values, the end the day after the last', () => {
    const days = unfold(
      writeCalendar({
        prodId: '-//Test//EN',
        stamp,
        events: [{ uid: 'contest-2@x', summary: 'Shootout', when: { allDay: true, startDate: '2026-12-31', endDate: '2027-01-01' } }],
      }),
    );
    expect(days).toContain('DTSTART;VALUE=DATE:20261231');
    expect(days).toContain('DTEND;VALUE=DATE:20270102');
    expect(days).not.toContain('BEGIN:VTIMEZONE');
  });

  it('is a valid calendar with no events at all', () => {
    const empty = unfold(writeCalendar({ prodId: '-//Test//EN', stamp, events: [] }));
    expect(empty[0]).toBe('BEGIN:VCALENDAR');
    expect(empty).toContain('VERSION:2.0');
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty.at(-2)).toBe('END:VCALENDAR');
  });

  it('defines each zone once, for every zone its events use', () => {
    const chicago: IcsEvent = { ...timed, uid: 'b@x', when: { ...timed.when, timeZone: 'America/Chicago' } as IcsEvent['when'] };
    const both = unfold(writeCalendar({ prodId: '-//Test//EN', stamp, events: [timed, chicago, { ...timed, uid: 'c@x' }] }));
    expect(both.filter((l) => l.startsWith('TZID:'))).toEqual(['TZID:America/Chicago', 'TZID:America/Los_Angeles']);
  });
});

describe('time zones', () => {
  it('finds the daylight-saving changes of a year, to the minute', () => {
    // US 2027: clocks go forward on 14 March at 2:00 and back on 7 November at 2:00 local time.
    const changes = offsetChanges('America/Chicago', 2027, 2027);
    expect(changes).toEqual([
      { at: Date.parse('2027-03-14T08:00:00Z'), from: -360, to: -300 },
      { at: Date.parse('2027-11-07T07:00:00Z'), from: -300, to: -360 },
    ]);
  });

  it('writes observances at the local wall-clock time of each change', () => {
    const lines = zoneComponent('America/Chicago', 2027, 2027);
    const daylight = lines.indexOf('BEGIN:DAYLIGHT');
    expect(lines.slice(daylight, daylight + 5)).toEqual(['BEGIN:DAYLIGHT', 'DTSTART:20270314T020000', 'TZOFFSETFROM:-0600', 'TZOFFSETTO:-0500', 'TZNAME:CDT']);
    expect(lines).toContain('DTSTART:20271107T020000');
  });

  it('gives a zone without daylight saving one fixed observance', () => {
    const lines = zoneComponent('Asia/Tokyo', 2026, 2027);
    expect(lines.filter((l) => l.startsWith('BEGIN:STANDARD') || l.startsWith('BEGIN:DAYLIGHT'))).toHaveLength(1);
    expect(lines).toContain('TZOFFSETTO:+0900');
  });
});
