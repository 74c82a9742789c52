/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingPictures, missingSiteFiles } from '../../../scripts/art/missing';

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

  it('names a picture field of the data that points at no file in public/, by file and field; links and other sites are not files', () => {
    const files = [
      {
        file: 'articles.json',
        data: {
          articles: [
            { image: '/images/sports-golf.svg', href: '/recap-news/x/' },
            { image: '/photos/sinclair.jpg', body: '/photos/nothing.jpg' },
          ],
        },
      },
      { file: 'partners.json', data: { partners: [{ logo: 'https://cdn.example/logo.png' }, { logo: '/images/sports/lacrosse.svg' }] } },
    ];
    expect(missingSiteFiles(dir, files)).toEqual([
      'data/articles.json: articles.1.image: "/photos/sinclair.jpg" is not a file in public/ (add the file, or fix the path)',
      'data/partners.json: partners.1.logo: "/images/sports/lacrosse.svg" is not a file in public/ (add the file, or fix the path)',
    ]);
  });
});
