import { keepDraft, noteBase, pruneBase, rebaseOnto, staleDrafts, type BuildContent } from '@/lib/admin/draft-base';
import { addRecord, changeRecord, deleteRecord, discardChange, type ChangeSet } from '@/lib/publishing/drafts';
import type { JsonObject } from '@/lib/publishing/json-format';
import { targetOf } from '@/lib/publishing/table-targets';

// A small tickets file on two builds: the new one changes event 2's price, removes event 3 and adds event 9.
const tickets = targetOf('tickets');
const FILE = 'data/tickets.json';
const e = (id: number, ticketPrice: number, title = `Event ${id}`): JsonObject => ({ id, title, ticketPrice });
const build = (version: string, events: JsonObject[]): BuildContent => ({
  contentVersion: version,
  builtAt: `2026-11-${version === 'old' ? '20' : '26'}T10:00:00.000Z`,
  files: { [FILE]: `${JSON.stringify({ events }, null, 2)}\n` },
});
const oldBuild = build('old', [e(1, 10), e(2, 20), e(3, 30)]);
const newBuild = build('new', [e(1, 10), e(2, 25), e(9, 90)]);

/** Drafts made on the old build: event 1 and 2 repriced, event 3 retitled, event 9 added, as the console stores them. */
function draftsOnOld() {
  let changes: ChangeSet = [];
  let base = null;
  const edits: [JsonObject, string | null][] = [
    [e(1, 11), '1'],
    [e(2, 22), '2'],
    [e(3, 30, 'Renamed'), '3'],
    [e(9, 99), null],
  ];
  for (const [record, key] of edits) {
    changes = key === null ? addRecord(changes, tickets, record) : changeRecord(changes, tickets, record, key);
    base = noteBase(base, oldBuild, tickets, [key ?? String(record.id)]);
  }
  return { changes, base: base! };
}

describe('drafts note the build they were made on', () => {
  it('the fingerprint and each record as that build had it; a record’s first draft fixes it; an addition’s base is none', () => {
    const { base } = draftsOnOld();
    expect(base.version).toBe('old');
    expect(base.records[FILE]).toEqual({ '1': e(1, 10), '2': e(2, 20), '3': e(3, 30), '9': null });
    // Editing event 1 again on the new build keeps the base it was first drafted on.
    expect(noteBase(base, newBuild, tickets, ['1']).records[FILE]!['1']).toEqual(e(1, 10));
    expect(noteBase(base, newBuild, tickets, ['1']).version).toBe('old');
  });

  it('a discarded draft’s base goes; with no drafts left there is none', () => {
    const { changes, base } = draftsOnOld();
    const left = discardChange(changes, FILE, '2');
    expect(Object.keys(pruneBase(base, left)!.records[FILE]!)).toEqual(['1', '3', '9']);
    expect(pruneBase(base, [])).toBeNull();
  });
});

describe('drafts on a newer build', () => {
  it('are not flagged on the build they were made on', () => {
    const { changes, base } = draftsOnOld();
    expect(staleDrafts(changes, base, oldBuild)).toBeNull();
    expect(staleDrafts([], base, newBuild)).toBeNull();
  });

  it('are each safe when the new build left the record alone, else a conflict with both values; none is dropped', () => {
    const { changes, base } = draftsOnOld();
    const stale = staleDrafts(changes, base, newBuild)!;
    expect(stale.map((d) => [d.key, d.kind, d.status])).toEqual([
      ['1', 'change', 'safe'],
      ['2', 'change', 'conflict'],
      ['3', 'change', 'conflict'],
      ['9', 'add', 'conflict'],
    ]);
    expect(stale[0]!.fields).toEqual([]);
    expect(stale[1]).toMatchObject({ now: e(2, 25), mine: e(2, 22), fields: [{ field: 'ticketPrice', site: 25, mine: 22 }] });
    expect(stale[2]).toMatchObject({ now: null, mine: e(3, 30, 'Renamed') });
    expect(stale[3]!.fields).toEqual([{ field: 'ticketPrice', site: 90, mine: 99 }]);
  });

  it('a draft kept over the new record is safe and applies to it (a change of a removed record becomes its addition, an addition of a key the build added a change)', () => {
    let { changes, base } = draftsOnOld();
    for (const d of staleDrafts(changes, base, newBuild)!.filter((s) => s.status === 'conflict')) ({ changes, base } = keepDraft(changes, base, d, newBuild));
    expect(staleDrafts(changes, base, newBuild)!.map((d) => d.status)).toEqual(['safe', 'safe', 'safe', 'safe']);
    const kinds = Object.fromEntries(changes[0]!.drafts.map((d) => [d.key, d.kind]));
    expect(kinds).toEqual({ '1': 'change', '2': 'change', '3': 'add', '9': 'change' });
  });

  it('taking the site’s record drops that draft only', () => {
    const { changes, base } = draftsOnOld();
    const left = discardChange(changes, FILE, '2');
    expect(staleDrafts(left, pruneBase(base, left), newBuild)!.map((d) => d.key)).toEqual(['1', '3', '9']);
  });

  it('carried on with, they stand on the new build', () => {
    const { changes } = draftsOnOld();
    const rebased = rebaseOnto(changes, newBuild)!;
    expect(rebased.version).toBe('new');
    expect(rebased.records[FILE]).toEqual({ '1': e(1, 10), '2': e(2, 25), '3': null, '9': e(9, 90) });
    expect(staleDrafts(changes, rebased, newBuild)).toBeNull();
    expect(rebaseOnto([], newBuild)).toBeNull();
  });

  it('kept by a console that noted no base: every one is checked with the admin', () => {
    const changes = deleteRecord(changeRecord([], tickets, e(1, 11)), tickets, '2');
    expect(staleDrafts(changes, null, newBuild)!.map((d) => [d.key, d.status])).toEqual([
      ['1', 'conflict'],
      ['2', 'conflict'],
    ]);
  });
});
