import type { CollectionTarget } from '@/lib/publishing/collection-target';
import { rebaseDrafts } from '@/lib/publishing/conflicts';
import { addRecord, changeRecord, deleteRecord, type ChangeSet } from '@/lib/publishing/drafts';

const athletes: CollectionTarget = { name: 'athletes', file: 'data/athletes.json', key: 'id', shape: 'object-list', listKey: 'athletes' };
const base = {
  $schema: './schemas/athletes.schema.json',
  athletes: [
    { id: 'ana', name: 'Ana', city: 'Austin', stats: { wins: 3, losses: 1 } },
    { id: 'bea', name: 'Bea', city: 'Boston', stats: { wins: 2, losses: 2 } },
  ],
};
const theirsWith = (ana: object | null, bea: object | null, ...more: object[]) => ({ ...base, athletes: [ana, bea, ...more].filter(Boolean) as never[] });
const only = (set: ChangeSet) => set[0]!;

describe('rebaseDrafts', () => {
  it('keeps a record the branch changed and the drafts did not, and applies the drafts on top', () => {
    const drafts = only(changeRecord([], athletes, { id: 'ana', name: 'Ana Ruiz', city: 'Austin', stats: { wins: 3, losses: 1 } }));
    const theirs = theirsWith(base.athletes[0]!, { ...base.athletes[1]!, city: 'Berlin' });
    const result = rebaseDrafts(drafts, base, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.content).toEqual(theirsWith({ ...base.athletes[0]!, name: 'Ana Ruiz' }, { ...base.athletes[1]!, city: 'Berlin' }));
  });

  it('merges a record both sides changed in different fields, nested ones included', () => {
    const drafts = only(changeRecord([], athletes, { id: 'ana', name: 'Ana Ruiz', city: 'Austin', stats: { wins: 4, losses: 1 } }));
    const theirs = theirsWith({ id: 'ana', name: 'Ana', city: 'Dallas', stats: { wins: 3, losses: 2 } }, base.athletes[1]!);
    const result = rebaseDrafts(drafts, base, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.drafts.drafts[0]).toEqual({
      kind: 'change',
      key: 'ana',
      record: { id: 'ana', name: 'Ana Ruiz', city: 'Dallas', stats: { wins: 4, losses: 2 } },
    });
  });

  it('names the record and field both sides changed differently, and keeps the draft as it was', () => {
    const edited = { id: 'ana', name: 'Ana', city: 'Austin', stats: { wins: 5, losses: 1 } };
    const drafts = only(changeRecord([], athletes, edited));
    const theirs = theirsWith({ ...base.athletes[0]!, stats: { wins: 6, losses: 1 } }, base.athletes[1]!);
    const result = rebaseDrafts(drafts, base, theirs);
    expect(result.conflicts).toEqual([
      { file: 'data/athletes.json', key: 'ana', field: 'stats.wins', mine: 'changed', theirs: 'changed', mineValue: 5, theirsValue: 6 },
    ]);
    expect(result.drafts.drafts).toEqual([{ kind: 'change', key: 'ana', record: edited }]);
    expect(result.content).toBeUndefined();
  });

  it('does not count the same edit made on both sides, or a different key order, as a conflict', () => {
    const drafts = only(changeRecord([], athletes, { stats: { losses: 1, wins: 3 }, city: 'Dallas', name: 'Ana', id: 'ana' }));
    const theirs = theirsWith({ ...base.athletes[0]!, city: 'Dallas' }, base.athletes[1]!);
    expect(rebaseDrafts(drafts, base, theirs).conflicts).toEqual([]);
  });

  it('reports a change to a record the branch deleted, and a deletion of a record the branch changed', () => {
    let set = changeRecord([], athletes, { id: 'ana', name: 'Ana Ruiz', city: 'Austin', stats: { wins: 3, losses: 1 } });
    set = deleteRecord(set, athletes, 'bea');
    const theirs = theirsWith(null, { ...base.athletes[1]!, name: 'Beatrice' });
    const result = rebaseDrafts(only(set), base, theirs);
    expect(result.conflicts.map((conflict) => [conflict.key, conflict.field, conflict.mine, conflict.theirs])).toEqual([
      ['ana', null, 'changed', 'deleted'],
      ['bea', null, 'deleted', 'changed'],
    ]);
    expect(result.drafts.drafts).toHaveLength(2);
  });

  it('drops a deletion the branch already made and an addition it already has, and reports a key it added differently', () => {
    let set = deleteRecord([], athletes, 'bea');
    set = addRecord(set, athletes, { id: 'cat', name: 'Cat' });
    set = addRecord(set, athletes, { id: 'dee', name: 'Dee' });
    const theirs = theirsWith(base.athletes[0]!, null, { id: 'cat', name: 'Cat' }, { id: 'dee', name: 'Delia' });
    const result = rebaseDrafts(only(set), base, theirs);
    expect(result.conflicts.map((conflict) => [conflict.key, conflict.mine, conflict.theirs])).toEqual([['dee', 'added', 'added']]);
    expect(result.drafts.drafts.map((draft) => draft.key)).toEqual(['dee']);
  });
});
