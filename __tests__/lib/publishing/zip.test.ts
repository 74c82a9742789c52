import { strFromU8, unzipSync } from 'fflate';
import type { RenderedFile } from '@/lib/publishing/drafts';
import { buildZip } from '@/lib/publishing/zip';

const files: RenderedFile[] = [
  { file: 'data/athletes.json', before: '{}\n', after: '{\n  "name": "Étoiles"\n}\n', skipped: [] },
  { file: 'data/sports/polo.json', before: null, after: '{\n  "slug": "polo"\n}\n', skipped: [] },
  { file: 'data/sports/golf.json', before: '{}\n', after: null, skipped: [] },
];
const described = ['data/athletes.json: changed athletes ana', 'data/sports/polo.json: added sports polo', 'data/sports/golf.json: deleted sports golf'];
const date = new Date('2026-11-26T12:00:00Z');

describe('buildZip', () => {
  it('holds each written file under its repository path with its exact text', () => {
    const unzipped = unzipSync(buildZip(files, described, date));
    expect(Object.keys(unzipped).sort()).toEqual(['CHANGES.txt', 'data/athletes.json', 'data/sports/polo.json']);
    expect(strFromU8(unzipped['data/athletes.json']!)).toBe(files[0]!.after);
    expect(strFromU8(unzipped['data/sports/polo.json']!)).toBe(files[1]!.after);
  });

  it('lists the changes in words and the files to delete in CHANGES.txt', () => {
    const text = strFromU8(unzipSync(buildZip(files, described, date))['CHANGES.txt']!);
    expect(text).toBe(
      [
        'Content changes made in the admin console on 2026-11-26T12:00:00.000Z',
        '',
        '- data/athletes.json: changed athletes ana',
        '- data/sports/polo.json: added sports polo',
        '- data/sports/golf.json: deleted sports golf',
        '',
        'Delete these files from the repository (they are not in this zip):',
        '- data/sports/golf.json',
        '',
      ].join('\n'),
    );
  });

  it('refuses a path that leaves the repository', () => {
    expect(() => buildZip([{ file: '../outside.json', before: null, after: '{}\n', skipped: [] }], [], date)).toThrow('../outside.json: not a repository path');
  });
});
