import { PAGE_ROUTES, routeHeading, routeMetadata } from '@/lib/content/page-routes';
import { STATIC_ROUTES } from '@/lib/content/routes';
import { getInfoPage } from '@/lib/content/info';

describe('the route table', () => {
  it('has one entry for every fixed page but home', () => {
    expect(Object.keys(PAGE_ROUTES).sort()).toEqual(STATIC_ROUTES.filter((p) => p !== '/').sort());
  });

  it('gives a page its own title, description and canonical path, and hides the consoles from search engines', () => {
    const help = routeMetadata('/help/');
    expect(help.title).toBe('Help Center');
    expect(help.description).toBe('Answers to common questions about accounts, contests, tickets, refunds and payouts.');
    expect(help.alternates?.canonical).toBe('help/');
    expect(help.robots).toBeUndefined();
    expect(routeMetadata('/admin/dashboard/').robots).toEqual({ index: false, follow: true });
  });

  it("takes an info page's title and description from its data file", () => {
    const page = getInfoPage('privacy');
    const meta = routeMetadata('/privacy/');
    expect(meta.title).toBe(page.title);
    expect(meta.description).toBe(page.description);
  });

  it("titles a page's banner with the page's title unless the table gives another", () => {
    expect(routeHeading('/my-orders/').title).toBe('My Orders');
    expect(routeHeading('/careers/').title).toBe('Join Our Team');
  });
});
