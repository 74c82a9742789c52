import { test, expect, waitForHydration } from './fixtures';
import { getArticleSummaries, getArticles } from '../../lib/content/articles';
import { getSports } from '../../lib/content/sports';
import { filterArticles, splitFeatured, type NewsFilter } from '@/lib/news/articles';
import { at } from '@/lib/must';

/*
 * Expected articles come from data/articles.json at test time (whatever their number), filtered with
 * the page's own rule, so an editor's new article keeps these tests green.
 */
const articles = getArticleSummaries();
const { featured, rest } = splitFeatured(articles);
const none: NewsFilter = { query: '', category: 'all', sport: null };
/** Titles the grid shows for a filter: the matches without the featured story, newest first. */
const gridTitles = (filter: Partial<NewsFilter>) => filterArticles(rest, { ...none, ...filter }).map((a) => a.title);
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
    await page.goto('/recap-news/');
    for (const a of all) {
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

  test('searches title, summary or sport and filters by exact category', async ({ page }) => {
    await page.goto('/recap-news/');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    const grid = page.getByRole('list', { name: 'Latest Articles' });

    // A sport name typed in capitals finds that sport's articles (and any that mention it).
    const query = at(rest, 0).sportName.toUpperCase();
    const matches = filterArticles(articles, { ...none, query }).length;
    await search.fill(query);
    await expect(page.getByText(`${matches === 1 ? '1 article' : `${matches} articles`} match your filters`)).toBeVisible();
    await expect(grid.getByRole('heading')).toHaveText(gridTitles({ query }));

    await search.fill('');
    await page.getByRole('button', { name: 'Records' }).click();
    await expect(page.getByRole('button', { name: 'Records' })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByRole('heading')).toHaveText(gridTitles({ category: 'records' }));

    await page.getByRole('button', { name: 'All Articles' }).click();
    await search.fill('(');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await search.fill('x'.repeat(5000));
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(grid.locator(':scope > li')).toHaveCount(rest.length);
  });

  test('?sport=<slug> pre-filters on arrival and can be cleared', async ({ page }) => {
    const { sport, sportName } = at(rest, 0);
    await page.goto(`/recap-news/?sport=${sport}`);
    await expect(page.getByText(`Sport: ${sportName}`)).toBeVisible();
    const grid = page.getByRole('list', { name: 'Latest Articles' });
    await expect(grid.getByRole('heading')).toHaveText(gridTitles({ sport }));
    await page.getByRole('button', { name: 'Show all sports' }).click();
    await expect(grid.locator(':scope > li')).toHaveCount(rest.length);
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
