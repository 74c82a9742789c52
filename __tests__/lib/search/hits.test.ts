import { toHit } from '@/lib/search/hits';

describe('a Pagefind result as a hit', () => {
  it('takes the kind, title and plain-text excerpt', () => {
    expect(toHit({ url: '/sports/soccer/', excerpt: 'The <mark>soccer</mark> season', meta: { title: 'Soccer', kind: 'Sport' } })).toEqual({
      url: '/sports/soccer/',
      title: 'Soccer',
      kind: 'Sport',
      excerpt: 'The soccer season',
    });
  });

  it('takes the picture and line a page was indexed with; a picture from elsewhere is left out', () => {
    const meta = { title: 'Maya', kind: 'Athlete', image: '/images/athletes/maya.svg', subtitle: 'Soccer · Forward' };
    expect(toHit({ url: '/athletes/maya/', excerpt: '', meta })).toMatchObject({ image: '/images/athletes/maya.svg', subtitle: 'Soccer · Forward' });
    for (const image of ['//evil.example/x.svg', 'https://evil.example/x.svg', 'javascript:alert(1)']) {
      expect(toHit({ url: '/athletes/maya/', excerpt: '', meta: { ...meta, image } }).image).toBeUndefined();
    }
  });

  it('calls a result of no known kind a Page, and one without a title by its URL', () => {
    expect(toHit({ url: '/help/', excerpt: '', meta: { kind: 'Secret' } })).toMatchObject({ kind: 'Page', title: '/help/' });
    expect(toHit({ url: '/help/', excerpt: '' })).toMatchObject({ kind: 'Page' });
  });
});
