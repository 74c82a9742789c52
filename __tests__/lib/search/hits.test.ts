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

  it('calls a result of no known kind a Page, and one without a title by its URL', () => {
    expect(toHit({ url: '/help/', excerpt: '', meta: { kind: 'Secret' } })).toMatchObject({ kind: 'Page', title: '/help/' });
    expect(toHit({ url: '/help/', excerpt: '' })).toMatchObject({ kind: 'Page' });
  });
});
