import { breadcrumbList, pageMetadata, serializeJsonLd } from '@/lib/site/seo';

describe('SEO helpers', () => {
  it('builds canonical, Open Graph and Twitter tags with the section image', () => {
    const m = pageMetadata({ title: 'Event Tickets', description: 'Buy tickets', path: '/buy-tickets/', section: 'tickets' });
    expect(m.alternates?.canonical).toBe('buy-tickets/');
    expect(m.openGraph).toMatchObject({
      title: 'Event Tickets',
      description: 'Buy tickets',
      url: 'buy-tickets/',
      images: [{ url: 'og/tickets.jpg', width: 1200, height: 630 }],
    });
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', title: 'Event Tickets' });
  });

  it('escapes "<" so JSON-LD text cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><b>x' })).toBe('{"name":"\\u003c/script>\\u003cb>x"}');
  });

  it('numbers breadcrumb positions from 1', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: 'https://x/' },
        { name: 'Golf', url: 'https://x/sports/golf/' },
      ]),
    ).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Golf', item: 'https://x/sports/golf/' },
      ],
    });
  });
});
