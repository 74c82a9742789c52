import { routeMetadata } from '@/lib/content/page-routes';
import { PAGE_ROUTES, routeHeading } from '@/lib/site/page-routes';
import { fixedRoutes } from '@/lib/content/routes';
import { getInfoPage } from '@/lib/content/info';

describe('the route table', () => {
  it('has the words of every fixed page under app/ but home, and no entry for a page that is not there', () => {
    const pages = fixedRoutes().filter((p) => p !== '/');
    const worded = Object.keys(PAGE_ROUTES);
    expect(pages.length).toBeGreaterThan(0);
    expect(
      pages
        .filter((p) => !worded.includes(p))
        .map((p) => `${p} is a page under app/ with no title, description and banner in PAGE_ROUTES (lib/site/page-routes.ts)`),
    ).toEqual([]);
    expect(worded.filter((p) => !pages.includes(p)).map((p) => `${p} is in PAGE_ROUTES but has no page.tsx under app/`)).toEqual([]);
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
