import type { CollectionTarget } from '@/lib/publishing/collection-target';
import {
  addRecord,
  applyDrafts,
  changeRecord,
  commitMessage,
  deleteRecord,
  describeChanges,
  discardChange,
  fileDiff,
  fileWrites,
  renderFile,
  type ChangeSet,
} from '@/lib/publishing/drafts';
import { formatDataFile, type JsonValue } from '@/lib/publishing/json-format';

const athletes: CollectionTarget = { name: 'athletes', file: 'data/athletes.json', key: 'id', shape: 'object-list', listKey: 'athletes' };
const sports: CollectionTarget = { name: 'sports', file: 'data/sports', key: 'slug', shape: 'record-per-file' };
const site: CollectionTarget = { name: 'site', file: 'data/site.json', key: '', shape: 'single' };
const faq: CollectionTarget = { name: 'faq', file: 'data/faq.json', key: 'id', shape: 'array' };

const athletesFile = {
  $schema: './schemas/athletes.schema.json',
  athletes: [
    { id: 'ana', name: 'Ana', sport: 'golf', rating: 9.1 },
    { id: 'bea', name: 'Bea', sport: 'golf', rating: 8.5 },
    { id: 'cat', name: 'Cat', sport: 'tennis', rating: 7.25 },
  ],
};

describe('change set', () => {
  it('holds one draft per record, grouped by file', () => {
    let set: ChangeSet = [];
    set = changeRecord(set, athletes, { id: 'ana', name: 'Ana Ruiz', sport: 'golf', rating: 9.1 });
    set = deleteRecord(set, athletes, 'bea');
    set = addRecord(set, sports, { slug: 'polo', name: 'Polo' });
    set = changeRecord(set, athletes, { id: 'ana', name: 'Ana M. Ruiz', sport: 'golf', rating: 9.1 });
    expect(set.map((entry) => [entry.file, entry.drafts.map((draft) => `${draft.kind} ${draft.key}`)])).toEqual([
      ['data/athletes.json', ['change ana', 'delete bea']],
      ['data/sports/polo.json', ['add polo']],
    ]);
    expect(describeChanges(set)).toEqual([
      'data/athletes.json: changed athletes ana',
      'data/athletes.json: deleted athletes bea',
      'data/sports/polo.json: added sports polo',
    ]);
  });

  it('writes a commit message with the count and the changes in words', () => {
    let set = changeRecord([], athletes, { id: 'ana', name: 'Ana Ruiz' });
    set = addRecord(set, sports, { slug: 'polo', name: 'Polo' });
    expect(commitMessage(set)).toEqual({
      headline: 'Content: 2 changes in 2 files',
      body: '- data/athletes.json: changed athletes ana\n- data/sports/polo.json: added sports polo',
    });
    expect(commitMessage(set.slice(0, 1)).headline).toBe('Content: 1 change in 1 file');
  });

  it('keeps an edited new record an addition, and deleting it leaves nothing to publish', () => {
    let set = addRecord([], athletes, { id: 'dee', name: 'Dee' });
    set = changeRecord(set, athletes, { id: 'dee', name: 'Dee Lane' });
    expect(set[0]?.drafts).toEqual([{ kind: 'add', key: 'dee', record: { id: 'dee', name: 'Dee Lane' } }]);
    expect(deleteRecord(set, athletes, 'dee')).toEqual([]);
  });

  it('discards one change and keeps the others', () => {
    let set = changeRecord([], athletes, { id: 'ana', name: 'X' });
    set = deleteRecord(set, athletes, 'cat');
    set = discardChange(set, 'data/athletes.json', 'ana');
    expect(set[0]?.drafts).toEqual([{ kind: 'delete', key: 'cat' }]);
    expect(discardChange(set, 'data/athletes.json', 'cat')).toEqual([]);
  });

  it('renames a record that is its own file as a deletion of the old file and an addition of the new', () => {
    const set = changeRecord([], sports, { slug: 'golfing', name: 'Golf' }, 'golf');
    expect(set.map((entry) => [entry.file, entry.drafts[0]?.kind])).toEqual([
      ['data/sports/golf.json', 'delete'],
      ['data/sports/golfing.json', 'add'],
    ]);
  });
});

describe('applyDrafts', () => {
  it('changes records in place with their key order, drops deleted ones and appends new ones in sibling key order', () => {
    let set = changeRecord([], athletes, { rating: 9.3, nickname: 'Ace', name: 'Ana', sport: 'golf', id: 'ana' });
    set = deleteRecord(set, athletes, 'bea');
    set = addRecord(set, athletes, { rating: 6, sport: 'golf', name: 'Dee', id: 'dee' });
    const { content, skipped } = applyDrafts(set[0]!, athletesFile);
    expect(skipped).toEqual([]);
    expect(JSON.stringify(content)).toBe(
      JSON.stringify({
        $schema: './schemas/athletes.schema.json',
        athletes: [
          { id: 'ana', name: 'Ana', sport: 'golf', rating: 9.3, nickname: 'Ace' },
          { id: 'cat', name: 'Cat', sport: 'tennis', rating: 7.25 },
          { id: 'dee', name: 'Dee', sport: 'golf', rating: 6 },
        ],
      }),
    );
  });

  it('reports drafts for records the file no longer has, or already has', () => {
    let set = changeRecord([], athletes, { id: 'zed', name: 'Zed' });
    set = addRecord(set, athletes, { id: 'cat', name: 'Cat' });
    set = deleteRecord(set, athletes, 'yul');
    expect(applyDrafts(set[0]!, athletesFile).skipped).toEqual([
      { key: 'cat', kind: 'add', reason: 'exists' },
      { key: 'zed', kind: 'change', reason: 'missing' },
      { key: 'yul', kind: 'delete', reason: 'missing' },
    ]);
  });

  it('keeps $schema on a single-record file whose edited record lacks it', () => {
    const before = { $schema: './schemas/site.schema.json', name: 'WAL', tagline: 'Old' };
    const set = changeRecord([], site, { tagline: 'New', name: 'WAL' });
    expect(JSON.stringify(applyDrafts(set[0]!, before).content)).toBe('{"$schema":"./schemas/site.schema.json","name":"WAL","tagline":"New"}');
  });

  it('makes a new file like its sibling for a new record-per-file record, and no file for a deleted one', () => {
    const sibling = { $schema: '../schemas/sport.schema.json', id: 1, slug: 'golf', name: 'Golf' };
    const added = addRecord([], sports, { name: 'Polo', slug: 'polo', id: 31 });
    expect(JSON.stringify(applyDrafts(added[0]!, null, sibling).content)).toBe(
      '{"$schema":"../schemas/sport.schema.json","id":31,"slug":"polo","name":"Polo"}',
    );
    const removed = deleteRecord([], sports, 'golf');
    expect(applyDrafts(removed[0]!, sibling).content).toBeNull();
  });

  it('applies to a file that is a bare list', () => {
    const set = deleteRecord([], faq, '2');
    expect(applyDrafts(set[0]!, [{ id: 1 }, { id: 2 }, { id: 3 }]).content).toEqual([{ id: 1 }, { id: 3 }]);
  });
});

describe('renderFile and fileDiff', () => {
  const before = formatDataFile(athletesFile as JsonValue);

  it('writes the file with only the changed line different', () => {
    const set = changeRecord([], athletes, { id: 'bea', name: 'Bea', sport: 'golf', rating: 8.75 });
    const rendered = renderFile(set[0]!, before);
    expect(fileDiff(rendered.before, rendered.after).map((line) => line.text)).toEqual([
      '@@ -11,7 +11,7 @@',
      '       "id": "bea",',
      '       "name": "Bea",',
      '       "sport": "golf",',
      '-      "rating": 8.5',
      '+      "rating": 8.75',
      '     },',
      '     {',
      '       "id": "cat",',
    ]);
  });

  it('writes only the files whose text changes', () => {
    let set = changeRecord([], athletes, { id: 'bea', name: 'Bea', sport: 'golf', rating: 8.5 });
    set = deleteRecord(set, sports, 'golf');
    const rendered = [renderFile(set[0]!, before), renderFile(set[1]!, '{\n  "slug": "golf"\n}\n')];
    expect(fileWrites(rendered)).toEqual([{ path: 'data/sports/golf.json', text: null }]);
  });

  it('shows a new file as all additions and a deleted file as all removals', () => {
    expect(fileDiff(null, '{\n  "a": 1\n}\n').map((line) => line.text)).toEqual(['@@ -0,0 +1,3 @@', '+{', '+  "a": 1', '+}']);
    expect(fileDiff('{}\n', null).map((line) => line.text)).toEqual(['@@ -1,1 +0,0 @@', '-{}']);
  });

  it('gives separate hunks for changes far apart and none for equal texts', () => {
    const a = Array.from({ length: 20 }, (_, i) => `line ${i}`);
    const b = a.map((line, i) => (i === 1 || i === 18 ? `${line} changed` : line));
    const hunks = fileDiff(a.join('\n'), b.join('\n')).filter((line) => line.kind === 'hunk');
    expect(hunks.map((line) => line.text)).toEqual(['@@ -1,5 +1,5 @@', '@@ -16,5 +16,5 @@']);
    expect(fileDiff(before, before)).toEqual([]);
  });
});
