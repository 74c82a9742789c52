import { strFromU8, unzipSync } from 'fflate';
import type { FileWrite } from '@/lib/publishing/paths';
import { buildZip } from '@/lib/publishing/zip';

const files: FileWrite[] = [
  { path: 'data/athletes.json', text: '{\n  "name": "Étoiles"\n}\n' },
  { path: 'data/sports/polo.json', text: '{\n  "slug": "polo"\n}\n' },
  { path: 'data/sports/golf.json', text: null },
];
const described = ['data/athletes.json: changed athletes ana', 'data/sports/polo.json: added sports polo', 'data/sports/golf.json: deleted sports golf'];
const date = new Date('2026-11-26T12:00:00Z');

describe('buildZip', () => {
  it('holds each written file under its repository path with its exact text', () => {
    const unzipped = unzipSync(buildZip(files, described, date));
    expect(Object.keys(unzipped).sort()).toEqual(['CHANGES.txt', 'data/athletes.json', 'data/sports/polo.json']);
    expect(strFromU8(unzipped['data/athletes.json']!)).toBe(files[0]!.text);
    expect(strFromU8(unzipped['data/sports/polo.json']!)).toBe(files[1]!.text);
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
    expect(() => buildZip([{ path: '../outside.json', text: '{}\n' }], [], date)).toThrow('../outside.json: not a repository path');
  });
});
