import path from 'node:path';
import { collectArt, altMismatches, initialsOf, type ArtJob, type DataFile } from '@/lib/art/catalog';
import { at } from '@/lib/must';
import { productColours } from '@/lib/art/palette';
import { sportPicture } from '@/lib/art/sports';
import { productPicture } from '@/lib/shop/product-picture';
import { readDataFiles } from '../../../scripts/art/data-files';
import { render } from '../../../scripts/art/render';

const product = (over: Record<string, unknown>) => ({
  id: 1,
  name: 'Test Hoodie',
  category: 'customer-merch',
  sport: 'Soccer',
  colors: ['Navy', 'Heather Grey'],
  image: '/images/products/test-hoodie.svg',
  imageAlt: 'x',
  ...over,
});

describe('art catalogue: each picture and its alt come from one record', () => {
  it('draws a product once per colour and names product and colour in the alt', () => {
    const { jobs, problems } = collectArt([{ file: 'products.json', data: { products: [product({})] } }]);
    expect(problems).toEqual([]);
    expect(jobs.map((j) => [j.path, j.alt])).toEqual([
      ['/images/products/test-hoodie--heather-grey.svg', 'Test Hoodie in Heather Grey'],
      ['/images/products/test-hoodie.svg', 'Test Hoodie in Navy'],
    ]);
    expect(jobs.every((j) => j.draw.type === 'product' && j.draw.kind === 'hoodie')).toBe(true);
  });

  it('reports two different products, athletes or sports sharing one picture file', () => {
    const files: DataFile[] = [
      { file: 'products.json', data: { products: [product({}), product({ id: 2, name: 'Other Scarf' })] } },
      {
        file: 'site.json',
        data: {
          featuredAthletes: [
            { name: 'Ann Lee', sport: 'Golf', image: '/images/athletes/a.svg', alt: 'a' },
            { name: 'Bea Kim', sport: 'Golf', image: '/images/athletes/a.svg', alt: 'b' },
          ],
        },
      },
    ];
    const { problems } = collectArt(files);
    expect(problems.some((p) => p.includes('/images/products/test-hoodie.svg') && p.includes('Other Scarf'))).toBe(true);
    expect(problems.some((p) => p.includes('site.json /featuredAthletes/1/image') && p.includes('Ann Lee'))).toBe(true);
  });

  it('an alt that describes a scene the picture does not carry is reported with the true text', () => {
    const data = {
      featuredAthletes: [{ name: 'Maya Johnson', sport: 'Flag Football', image: '/images/athletes/m.svg', alt: 'Maya Johnson scoring a touchdown' }],
    };
    expect(altMismatches(collectArt([{ file: 'site.json', data }]).jobs)).toEqual([
      {
        file: 'site.json',
        pointer: '/featuredAthletes/0/alt',
        expected: 'Avatar of Maya Johnson: the initials MJ above a flag football emblem',
        actual: 'Maya Johnson scoring a touchdown',
      },
    ]);
  });

  it("leaves an editor's own photo (a file outside the generated folders or an https URL) and its alt alone", () => {
    const data = {
      featuredAthletes: [
        { name: 'Ann Lee', sport: 'Golf', image: 'https://example.org/ann.jpg', alt: 'Ann Lee on the 18th green' },
        { name: 'Bea Kim', sport: 'Golf', image: '/photos/bea.jpg', alt: 'Bea Kim' },
      ],
    };
    expect(collectArt([{ file: 'site.json', data }]).jobs).toEqual([]);
  });

  it('every sport file gets its own banner picture unless it names its own image', () => {
    const files: DataFile[] = [
      { file: 'sports/golf.json', data: { slug: 'golf', name: 'Golf' } },
      { file: 'sports/darts.json', data: { slug: 'darts', name: 'Darts', image: 'https://example.org/darts.jpg' } },
    ];
    const { jobs } = collectArt(files);
    expect(jobs.map((j) => j.path)).toEqual(['/images/sports/golf.svg']);
    expect(jobs[0]!.alt).toBe(sportPicture({ slug: 'golf' }).alt);
    expect(sportPicture({ slug: 'darts', image: 'https://example.org/darts.jpg' })).toEqual({ src: 'https://example.org/darts.jpg', alt: '' });
  });

  it('a picture whose icon is not in the installed icon sets cannot be drawn, and the error names the icon', () => {
    const { jobs } = collectArt([{ file: 'sports/golf.json', data: { slug: 'golf', name: 'Golf' } }]);
    const job = at(jobs, 0);
    expect(() => render(job)).not.toThrow();
    expect(() => render({ ...job, draw: { ...job.draw, figure: 'no-such-icon' } as ArtJob['draw'] })).toThrow('icon "no-such-icon" is not in');
  });

  it("a winner's picture is drawn from her record, and after she is removed no alt built from the file name is suggested", () => {
    const winner = {
      id: 7,
      athletes: ['ann-lee'],
      category: 'golf',
      winnerImage: '/images/winners/winner-7.svg',
      media: { type: 'image', url: '/images/winners/winner-7.svg', alt: 'x' },
    };
    const withAthlete = collectArt([
      { file: 'athletes.json', data: { athletes: [{ id: 'ann-lee', name: 'Ann Lee', sport: 'golf' }] } },
      { file: 'winners.json', data: { winners: [winner] } },
    ]);
    expect(withAthlete.jobs.map((j) => j.alt)).toContain("Illustration of a trophy with Ann Lee's initials AL and a golf emblem");
    const removed = collectArt([
      { file: 'athletes.json', data: { athletes: [] } },
      { file: 'winners.json', data: { winners: [winner] } },
    ]);
    expect(removed.jobs.filter((j) => j.path.includes('winner-7'))).toEqual([]);
    expect(altMismatches(removed.jobs)).toEqual([]);
  });

  it('initials fit a circle: two letters, or one pair per person', () => {
    expect(initialsOf('Maya Johnson')).toBe('MJ');
    expect(initialsOf('Elena Petrova and Grace Kim')).toBe('EP GK');
    expect(initialsOf('Cher')).toBe('C');
  });
});

describe('product picture in the chosen colour', () => {
  const p = { name: 'Test Hoodie', image: '/images/products/test-hoodie.svg', imageAlt: 'Test Hoodie in Navy', colors: ['Navy', 'Heather Grey'] };
  it('each colour has its own file and alt; an unknown colour falls back to the first', () => {
    expect(productPicture(p, 'Navy')).toEqual({ src: '/images/products/test-hoodie.svg', alt: 'Test Hoodie in Navy' });
    expect(productPicture(p, 'Heather Grey')).toEqual({ src: '/images/products/test-hoodie--heather-grey.svg', alt: 'Test Hoodie in Heather Grey' });
    expect(productPicture(p, 'Pink')).toEqual(productPicture(p));
  });
  it("an editor's own photo is shown as it is, with its own alt", () => {
    expect(productPicture({ ...p, image: '/photos/hoodie.jpg', imageAlt: 'A model in the hoodie' }, 'Heather Grey')).toEqual({
      src: '/photos/hoodie.jpg',
      alt: 'A model in the hoodie',
    });
  });
});

// The repository's own data. The build draws every picture its records need (npm run build starts with
// `npm run art -- --build`), so these tests check what the build will draw, not what is on disk today;
// after adding or changing a record whose picture is generated, `npm run art -- --write-alts` sets its alt.
describe('data/ and the pictures the build draws', () => {
  const { jobs, problems } = collectArt(readDataFiles(path.join(process.cwd(), 'data')));

  it('no two different products, sports or athletes share one picture file', () => {
    expect(problems).toEqual([]);
  });

  it("every record's alt says what its generated picture shows", () => {
    expect(altMismatches(jobs)).toEqual([]);
  });

  it('the build can draw every picture a record needs (its icons are in the installed sets), at its size, with the record alt as its title', () => {
    const undrawable = jobs.flatMap((j) => {
      let svg: string;
      try {
        svg = render(j);
      } catch (e) {
        return [`${j.path}: ${(e as Error).message}`];
      }
      const title = /<title>([^<]*)<\/title>/
        .exec(svg)?.[1]
        ?.replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
      const sized = svg.includes(`width="${j.width}" height="${j.height}"`);
      return title === j.alt && sized ? [] : [`${j.path}: drawn with title ${JSON.stringify(title)}${sized ? '' : ', wrong size'}`];
    });
    expect(jobs.length).toBeGreaterThan(0);
    expect(undrawable).toEqual([]);
  });

  it('every product colour has a drawing colour', () => {
    const missing = jobs.flatMap((j) => (j.draw.type === 'product' && !productColours(j.draw.colour) ? [`${j.path}: ${j.draw.colour}`] : []));
    expect(missing).toEqual([]);
  });
});
