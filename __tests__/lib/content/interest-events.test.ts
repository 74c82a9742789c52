import { getInterestEvents } from '@/lib/content/interest-events';
import { parseContent } from '@/lib/content/read';
import { interestEventsFileSchema } from '@/lib/schemas/interest-event';
import { copyFixtureWith, loadFixture, loadFixtureDir } from '../../fixtures/data-dir';

describe('data/interest-events.json', () => {
  it('is valid: at least one event, ids and names unique', () => {
    const events = getInterestEvents();
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(new Set(events.map((e) => e.name)).size).toBe(events.length);
  });
});

describe('interest events loader on a sample file', () => {
  it('reads the events in the file order', () => {
    expect(loadFixture('data-sample', getInterestEvents)).toEqual([
      { id: 3, name: 'Popup Training Camps' },
      { id: 1, name: 'Luxury Cruise Championship' },
    ]);
  });

  it('refuses a duplicate id, naming the file and field', () => {
    const dir = copyFixtureWith('data-sample', 'interest-events.json', (raw) => (raw.events[1].id = 3));
    expect(() => loadFixtureDir(dir, getInterestEvents)).toThrow('data/interest-events.json: events.id: duplicate value 3');
  });

  it('refuses an event without a name, naming the field', () => {
    expect(() => parseContent('data/interest-events.json', JSON.stringify({ events: [{ id: 1, name: '' }] }), interestEventsFileSchema)).toThrow(
      /^data\/interest-events\.json: events\.0\.name: /,
    );
  });
});
