import { test, expect, waitForHydration } from './fixtures';
import { getArticleSummaries, getArticles } from '../../lib/content/articles';
import { getSports } from '../../lib/content/sports';
import { articleHref, splitFeatured } from '@/lib/news/articles';
import { at } from '@/lib/must';
import { PAGED_LIST_RECORDS } from '../../lib/content/paged-lists';
import { PAGE_SIZE, pageHref, pageOfIndex, pageSlice } from '@/lib/paging/paging';

/*
 * Expected articles come from data/articles.json at test time (whatever their number), filtered with
 * the page's own rule, so an editor's new article keeps these tests green.
 */
const articles = getArticleSummaries();
// The list is paged (lib/paging): the filters work on the page shown, so these tests read page 1's articles.
const listed = PAGED_LIST_RECORDS['/recap-news/']();
const firstPage = pageSlice(listed, 1, PAGE_SIZE['/recap-news/']);
const { featured, rest } = splitFeatured(firstPage);
const count = (n: number) => n.toLocaleString('en-US');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('recap news', () => {
  test('the stat tiles count the articles the site publishes', async ({ page }) => {
    const all = getArticles();
    const perSport = new Map<string, number>();
    for (const a of all) perSport.set(a.sport, (perSport.get(a.sport) ?? 0) + 1);
    const most = Math.max(...perSport.values());
    await page.goto('/recap-news/');
    const tiles = page.getByRole('definition');
    const minutes = all.reduce((n, a) => n + a.readTime, 0) / all.length;
    await expect(tiles.nth(0)).toHaveText(count(all.length));
    await expect(tiles.nth(1)).toHaveText(count(all.reduce((n, a) => n + a.views, 0)));
    await expect(tiles.nth(2)).toHaveText(`${Math.round(minutes * 10) / 10} min`);
    // The top sport is one with the most articles.
    const top = (await tiles.nth(3).textContent())!;
    const topSlug = getSports().find((s) => s.name === top)?.slug;
    expect({ top, articles: topSlug && perSport.get(topSlug) }).toEqual({ top, articles: most });
  });

  test("each card's comment count is the number of comments its article carries, listed on its page", async ({ page }) => {
    const all = getArticles();
    const most = at(
      [...all].sort((a, b) => b.comments.length - a.comments.length),
      0,
      'article',
    );
    for (const a of all) {
      const at = listed.findIndex((l) => l.slug === a.slug);
      const href = pageHref('/recap-news/', pageOfIndex(at, PAGE_SIZE['/recap-news/']));
      if (!page.url().endsWith(href)) await page.goto(href);
      const card = page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name: a.title, exact: true }) });
      await expect(card.getByText(/^\d[\d,]* comments?$/)).toHaveText(`${count(a.comments.length)} ${a.comments.length === 1 ? 'comment' : 'comments'}`);
    }
    await page.goto(`/recap-news/${most.slug}/`);
    await expect(
      page.getByRole('heading', { level: 2, name: `${count(most.comments.length)} ${most.comments.length === 1 ? 'comment' : 'comments'}` }),
    ).toBeVisible();
    await expect(page.getByTestId('article-comments').locator(':scope > li')).toHaveText(most.comments.map((c) => new RegExp(escapeRegExp(c.text))));
  });

  test('shows the featured story apart and leaves it out of the grid', async ({ page }) => {
    await page.goto('/recap-news/');
    const grid = page.getByRole('list', { name: 'Latest Articles' });
    await expect(grid.locator(':scope > li')).toHaveCount(rest.length);
    if (featured) {
      await expect(page.getByRole('heading', { level: 3, name: featured.title, exact: true })).toHaveCount(1);
      await expect(grid.getByRole('heading', { name: featured.title, exact: true })).toHaveCount(0);
    }
  });

  test('a search or category covers every article: the index answers it, the matches listed as links', async ({ page }) => {
    await page.goto('/recap-news/');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    const grid = page.getByRole('list', { name: 'Latest Articles' });
    const hits = page.locator('[data-filtered-hits] a');

    // A category is a filter on the index: exactly the articles of that category, from every page.
    const records = articles.filter((a) => a.category === 'records');
    await page.getByRole('button', { name: 'Records' }).click();
    await expect(page.getByRole('button', { name: 'Records' })).toHaveAttribute('aria-pressed', 'true');
    if (records.length === 0) await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    else {
      await expect(page.getByText(`${count(records.length)} ${records.length === 1 ? 'article' : 'articles'} match your filters`)).toBeVisible();
      await expect(hits).toHaveCount(Math.min(records.length, PAGE_SIZE['/recap-news/']));
      const allowed = records.map((r) => articleHref(r.slug));
      for (const href of await hits.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) expect(allowed).toContain(href);
    }
    await expect(grid).toHaveCount(0);

    // Typed words are searched in the index too: an article's sport name, in capitals, finds articles.
    await page.getByRole('button', { name: 'All Articles' }).click();
    await search.fill(at(rest, 0).sportName.toUpperCase());
    await expect(page.getByText(/\d+ articles? match your filters/)).toBeVisible();
    await expect(hits.first()).toHaveAttribute('href', /\/recap-news\/[^/]+\/$/);

    await search.fill('(');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await search.fill('x'.repeat(5000));
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(grid.locator(':scope > li')).toHaveCount(rest.length);
  });

  test('?sport=<slug> pre-filters every article of the sport on arrival and can be cleared', async ({ page }) => {
    const { sport, sportName } = at(rest, 0);
    const ofSport = articles.filter((a) => a.sport === sport);
    await page.goto(`/recap-news/?sport=${sport}`);
    await expect(page.getByText(`Sport: ${sportName}`)).toBeVisible();
    await expect(page.getByText(`${count(ofSport.length)} ${ofSport.length === 1 ? 'article' : 'articles'} match your filters`)).toBeVisible();
    const titles = ofSport.map((a) => a.title);
    for (const title of await page.locator('[data-filtered-hits] a > span:first-child').allInnerTexts()) expect(titles).toContain(title);
    // The matches cover every article: the unfiltered list's pager is not offered beside them.
    const pager = page.getByRole('navigation', { name: 'Article pages' });
    await expect(pager).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all sports' }).click();
    const grid = page.getByRole('list', { name: 'Latest Articles' });
    await expect(grid.locator(':scope > li')).toHaveCount(rest.length);
    await expect(pager).toHaveCount(articles.length > PAGE_SIZE['/recap-news/'] ? 1 : 0);
    await expect(page).toHaveURL(/\/recap-news\/$/);
  });

  // Only while some sport has no article yet (the state Watch Highlights is hidden for).
  const quiet = getSports().find((s) => !articles.some((a) => a.sport === s.slug));
  if (quiet) {
    test('a sport without articles shows the empty state with a clear-filter control', async ({ page }) => {
      await page.goto(`/recap-news/?sport=${quiet.slug}`);
      await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
      await expect(page.getByText(`There are no recaps for ${quiet.name} yet`)).toBeVisible();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page.getByRole('list', { name: 'Latest Articles' }).locator(':scope > li')).toHaveCount(rest.length);
    });
  }

  test('Read Full Article opens the article page, which links back', async ({ page }) => {
    const article = getArticles().find((a) => a.slug === at(rest, 0).slug)!;
    await page.goto('/recap-news/');
    await page.getByRole('link', { name: new RegExp(`^Read Full Article\\W+${escapeRegExp(article.title)}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/recap-news/${article.slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const paragraphs = page.getByRole('article').locator('p', { hasText: article.content[0] });
    await expect(paragraphs.first()).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(ld!);
    expect(data.map((d: { '@type': string }) => d['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(data[0].headline).toBe(article.title);
    await page.getByRole('link', { name: 'Back to Recap News' }).click();
    await expect(page).toHaveURL(/\/recap-news\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recap News & Blog' })).toBeVisible();
  });

  test('share copies the article link when the Web Share API is missing', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // Force the fallback path: no Web Share API in this browser.
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const { slug } = at(articles, 0);
    await page.goto(`/recap-news/${slug}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Share article/ }).click();
    await expect(page.getByText('Link copied to your clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/recap-news/${slug}/`);
  });

  test('Stay Updated subscribes an email', async ({ page }) => {
    await page.goto('/recap-news/');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Email address' }).fill('fan@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText("You're subscribed! League news will go to fan@example.com.")).toBeVisible();
  });
});
