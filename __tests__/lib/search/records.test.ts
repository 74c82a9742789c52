import { articleFilters, athleteFilters, athleteMeta, isNoindex, markedForIndex, productRecord, separateInlineEnds, ticketFilters } from '@/lib/search/records';
import type { Product } from '@/lib/schemas/product';

describe('a page as the index reads it', () => {
  it('marks its <main> as the body to index, with its kind', () => {
    const html = '<html><body><header>Menu</header><main id="main" class="flex-1"><h1>Soccer</h1></main></body></html>';
    expect(markedForIndex(html, 'Sport')).toBe(
      '<html><body><header>Menu</header><main data-pagefind-body="" data-pagefind-meta="kind:Sport" id="main" class="flex-1"><span data-pagefind-filter="kind:Sport"></span><h1>Soccer</h1></main></body></html>',
    );
  });

  it('leaves out the navigation inside it (breadcrumbs, tab lists), so excerpts are the page’s own text', () => {
    const html = '<main id="main"><nav aria-label="Breadcrumb">Back</nav><div role="tablist">Teams</div><p>Text</p></main>';
    expect(markedForIndex(html, 'Article')).toBe(
      '<main data-pagefind-body="" data-pagefind-meta="kind:Article" id="main"><span data-pagefind-filter="kind:Article"></span><nav data-pagefind-ignore="" aria-label="Breadcrumb">Back</nav><div role="tablist" data-pagefind-ignore="">Teams</div><p>Text</p></main>',
    );
  });

  it('adds the kind and the record’s own filters, so a filtered list can ask the index for every match', () => {
    const html = '<main id="main"><h1>Maya</h1></main>';
    expect(markedForIndex(html, 'Athlete', { sport: 'soccer', odd: 'a"b' })).toBe(
      '<main data-pagefind-body="" data-pagefind-meta="kind:Athlete" id="main"><span data-pagefind-filter="kind:Athlete"></span><span data-pagefind-filter="sport:soccer"></span><span data-pagefind-filter="odd:a&quot;b"></span><h1>Maya</h1></main>',
    );
  });

  it('adds the meta a result shows beside its title, a comma in a value read as a middle dot', () => {
    const html = '<main id="main"><h1>Maya</h1></main>';
    expect(markedForIndex(html, 'Athlete', {}, { image: '/images/athletes/maya.svg', subtitle: 'Soccer, Forward' })).toBe(
      '<main data-pagefind-body="" data-pagefind-meta="kind:Athlete" id="main"><span data-pagefind-filter="kind:Athlete"></span><span data-pagefind-meta="image:/images/athletes/maya.svg"></span><span data-pagefind-meta="subtitle:Soccer · Forward"></span><h1>Maya</h1></main>',
    );
  });

  it('shows an athlete’s result with her portrait, sport and position', () => {
    expect(athleteMeta([{ id: 'maya', sportName: 'Soccer', position: 'Forward', portrait: { src: '/images/athletes/maya.svg' } }])).toEqual(
      new Map([['/athletes/maya/', { image: '/images/athletes/maya.svg', subtitle: 'Soccer · Forward' }]]),
    );
  });

  it('files each athlete’s page under her sport', () => {
    expect(athleteFilters([{ id: 'maya', sport: 'soccer' }])).toEqual(new Map([['/athletes/maya/', { sport: 'soccer' }]]));
  });

  it('files each article’s page under its sport and category', () => {
    expect(articleFilters([{ slug: 'final', sport: 'golf', category: 'records' }])).toEqual(
      new Map([['/recap-news/final/', { sport: 'golf', category: 'records' }]]),
    );
  });

  it('files each ticketed event’s page under its sport', () => {
    expect(ticketFilters([{ id: 7, sport: 'golf' }])).toEqual(new Map([['/buy-tickets/7/', { sport: 'golf' }]]));
  });

  it('gives nothing for a page without <main>', () => {
    expect(markedForIndex('<html><body><p>x</p></body></html>', 'Page')).toBeNull();
  });

  it('tells a noindex page', () => {
    expect(isNoindex('<meta name="robots" content="noindex, follow"/>')).toBe(true);
    expect(isNoindex('<meta name="robots" content="index, follow"/>')).toBe(false);
  });
});

describe('records of their own for what lives on a list page', () => {
  it('a product links to its card in the shop, its fields as sentences', () => {
    const p = {
      id: 7,
      name: 'Waves Kit',
      description: 'Shirt and shorts.',
      sport: 'Soccer',
      team: 'Waves',
      city: 'LA',
      state: 'CA',
      country: 'USA',
    } as unknown as Product;
    expect(productRecord(p)).toEqual({
      url: '/purchase-uniforms/#product-7',
      kind: 'Product',
      title: 'Waves Kit',
      content: 'Waves Kit. Shirt and shorts. Soccer. Waves. LA. CA. USA.',
    });
  });
});

describe('words the pages set apart stay apart in the index', () => {
  it('separates a term from its value, a name from the role under it and side-by-side links', () => {
    expect(separateInlineEnds('<dl><div><dt>Captain</dt><dd>Grace Adeyemi</dd></div></dl>')).toBe(
      '<dl><div><dt>Captain</dt> <dd>Grace Adeyemi</dd> </div></dl>',
    );
    expect(separateInlineEnds('<a href="/a/">Grace Adeyemi</a><span>Midfielder</span>')).toBe('<a href="/a/">Grace Adeyemi</a> <span>Midfielder</span> ');
  });

  it('adds nothing where white space or punctuation already follows, and leaves React’s text joins and block elements alone', () => {
    const html = '<p>Won by <a href="/x/">Maya</a>, then <strong>Keisha</strong>. From $<!-- -->38 <em>(fees)</em>)</p><li>One</li><li>Two</li>';
    expect(separateInlineEnds(html)).toBe(html);
  });

  it('leaves out the choices of a form control and what is hidden from assistive technology', () => {
    expect(
      markedForIndex('<main><select id="c"><option>Australia</option></select><button>Camera<span aria-hidden="true">On</span></button></main>', 'Page'),
    ).toBe(
      '<main data-pagefind-body="" data-pagefind-meta="kind:Page"><span data-pagefind-filter="kind:Page"></span><select data-pagefind-ignore="" id="c"><option>Australia</option></select><button>Camera<span aria-hidden="true" data-pagefind-ignore="">On</span> </button> </main>',
    );
  });

  it('is what a page is indexed with', () => {
    expect(markedForIndex('<main><dl><dt>Founded</dt><dd>2012</dd></dl></main>', 'Team')).toContain('<dt>Founded</dt> <dd>2012</dd> </dl>');
  });
});
