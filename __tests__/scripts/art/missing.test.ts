/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingPictures } from '../../../scripts/art/missing';

describe('pictures records need that the public folder lacks', () => {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-art-'));
    fs.mkdirSync(path.join(dir, 'images/sports/lacrosse.svg'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'images/sports-golf.svg'), '<svg/>');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names each missing picture (a folder of that name is not a picture), in the order of the records', () => {
    const jobs = [{ path: '/images/winners/winner-9.svg' }, { path: '/images/sports-golf.svg' }, { path: '/images/sports/lacrosse.svg' }];
    expect(missingPictures(dir, jobs)).toEqual(['/images/winners/winner-9.svg', '/images/sports/lacrosse.svg']);
    expect(missingPictures(dir, [{ path: '/images/sports-golf.svg' }])).toEqual([]);
  });
});
