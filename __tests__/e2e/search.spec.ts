import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { getSports } from '../../lib/content/sports';
import { getSportPageData } from '../../lib/content/sport-page';
import { getArticles } from '../../lib/content/articles';
import { getTeams } from '../../lib/content/teams';
import { teamHref } from '@/lib/teams/roster';
import { PRODUCTS } from './content-picks';
import { SEARCH_MAX_LENGTH } from '@/lib/search/query';
import { at } from '@/lib/must';
import { OUT } from './export-links';
import { exportedHtmlFiles, routeOf } from '../../scripts/postbuild/export-files';

/**
 * The site search (Pagefind, built into out/pagefind/ by scripts/postbuild/search-index.ts), on
 * whatever data/ holds: records are picked by what they are, and each search is checked against
 * what the records imply.
 */

const sports = getSports();
const sport = at(sports, 0, 'sport');

// An athlete a page names: one listed on her sport's Athletes tab.
const listed = sports.flatMap((s) => getSportPageData(s.slug)?.athletes ?? []);
const athlete = at(listed, 0, 'athlete listed on a sport page');
/** Athlete pages (another part of issue 28): when the export has them, her result is an Athlete. */
const athletePages = fs.existsSync(path.resolve('out/athletes'));

// An article and a word of its text found on no other page of the export. Pagefind stems words
// ("defending" finds "defended"), so a word counts as its own only when no other page has its first six
// letters; and it is in neither the article's title nor its summary, which list pages repeat.
const articles = getArticles();
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{7,}/gu) ?? [];
const listedText = (a: (typeof articles)[number]) => `${a.title} ${a.summary} ${a.tags.join(' ')}`.toLowerCase();
const pageTexts = exportedHtmlFiles(OUT).map((file) => ({
  route: routeOf(OUT, file),
  text: fs
    .readFileSync(file, 'utf8')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase(),
}));
const articlePick = articles
  .map((a) => {
    const own = `/recap-news/${a.slug}/`;
    const word = wordsOf(a.content.join(' ')).find((w) => {
      const on = pageTexts.filter((p) => p.text.includes(w.slice(0, 6)));
      return !listedText(a).includes(w) && on.length === 1 && on[0]!.route === own;
    });
    return word ? { article: a, word } : null;
  })
  .find((p) => p !== null);

const product = at(
  PRODUCTS.filter((p) => PRODUCTS.filter((o) => o.name === p.name).length === 1),
  0,
  'product with a name of its own',
);

const searchButton = (page: Page) => page.getByRole('search', { name: 'Site' }).getByRole('button', { name: 'Search' });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const resultLinks = (scope: Page | Locator) => scope.getByRole('list', { name: 'Search results' }).getByRole('link');

async function openSearch(page: Page): Promise<Locator> {
  await searchButton(page).click();
  const dialog = searchDialog(page);
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  return dialog;
}

async function search(page: Page, query: string): Promise<Locator> {
  if (page.url() === 'about:blank') await home(page);
  const dialog = await openSearch(page);
  await dialog.getByRole('searchbox').fill(query);
  return dialog;
}

/** The result links' paths and kinds, once results are shown. */
async function results(scope: Locator): Promise<{ href: string; kind: string; title: string }[]> {
  await expect(resultLinks(scope).first()).toBeVisible();
  return resultLinks(scope).evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute('href') ?? '',
      kind: a.querySelector('span span')?.textContent ?? '',
      title: a.querySelector('span span + span')?.textContent ?? '',
    })),
  );
}

async function home(page: Page): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
}

test('a sport is found by its name, as a Sport linking to its page; one query transfers little', { tag: '@phone' }, async ({ page }) => {
  const bytes: number[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('/pagefind/')) bytes.push(Number(r.headers()['content-length'] ?? (await r.body()).length));
  });
  const dialog = await search(page, sport.name);
  expect(await results(dialog)).toContainEqual({ href: `/sports/${sport.slug}/`, kind: 'Sport', title: sport.name });
  const total = bytes.reduce((a, b) => a + b, 0);
  test.info().annotations.push({ type: 'search transfer', description: `${bytes.length} files, ${Math.round(total / 1024)} KiB` });
  expect(total).toBeLessThan(300 * 1024);
  await expectNoAxeViolations(page, { label: 'search dialog with results' });
});

test('an athlete is found by her name, on a page that names her', async ({ page }) => {
  const dialog = await search(page, athlete.name);
  const found = await results(dialog);
  const hit = athletePages ? found.find((r) => r.kind === 'Athlete') : found[0];
  expect(hit, `a result for ${athlete.name}`).toBeDefined();
  await resultLinks(dialog).filter({ hasText: hit!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`${hit!.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('main')).toContainText(athlete.name);
});

test('an article is found by a word of its text only', async ({ page }) => {
  expect(articlePick, 'an article with a word no other page of the export has').not.toBeNull();
  const { article, word } = articlePick!;
  const dialog = await search(page, word);
  expect((await results(dialog)).map((r) => r.href)).toContain(`/recap-news/${article.slug}/`);
  // The excerpt is text with the word highlighted, never markup.
  await expect(dialog.locator('mark').first()).toBeVisible();
  await expect(dialog.getByText('<mark>')).toHaveCount(0);
});

test('a team is found by its name and its founding year, its excerpt reading the year apart from its term', async ({ page }) => {
  // "Founded" and the year sit in a <dt> and a <dd>: the index once read them as one run of text, "Founded2012".
  const team = at(getTeams(), 0, 'team');
  const dialog = await search(page, `${team.name} ${team.founded}`);
  expect(await results(dialog)).toContainEqual({ href: teamHref(team.id), kind: 'Team', title: team.name });
  await expect(resultLinks(dialog).filter({ hasText: 'Team' }).filter({ hasText: team.name }).first()).toContainText(`Founded ${team.founded}`);
});

test('a product is found by its name, as a Product linking to its card in the shop', async ({ page }) => {
  const dialog = await search(page, product.name);
  expect(await results(dialog)).toContainEqual({ href: `/purchase-uniforms/#product-${product.id}`, kind: 'Product', title: product.name });
});

test('1,000 characters of symbols and quotes find nothing, plainly, without an error', async ({ page }) => {
  const junk = `"'<>&*()[]{}\\|^$?+.“”‘’%#@!~\``.repeat(40).slice(0, SEARCH_MAX_LENGTH);
  const dialog = await search(page, junk);
  await expect(dialog.getByRole('status')).toContainText('Nothing found for “');
  await expect(resultLinks(dialog)).toHaveCount(0);
  // Quotes around a name are characters, not an exact-phrase search: the sport is still found.
  await dialog.getByRole('searchbox').fill(`"${sport.name}"`);
  expect((await results(dialog)).map((r) => r.href)).toContain(`/sports/${sport.slug}/`);
});

test('a word no page holds finds nothing, though pages hold words that start like it; the start of a name still finds it', async ({ page }) => {
  // The sport's first two letters begin words of the export; with letters after them no word of any page starts so.
  const stem = sport.name.toLowerCase().slice(0, 2);
  const nonsense = `${stem}qxzjvkw`;
  expect(pageTexts.some((p) => new RegExp(`\\b${stem}`).test(p.text))).toBe(true);
  expect(pageTexts.some((p) => p.text.includes(nonsense.slice(0, 4)))).toBe(false);
  const dialog = await search(page, nonsense);
  await expect(dialog.getByRole('status')).toContainText(`Nothing found for “${nonsense}”`);
  await expect(resultLinks(dialog)).toHaveCount(0);
  // A real word among nonsense finds nothing either: every word typed must be found.
  await dialog.getByRole('searchbox').fill(`${sport.name} ${nonsense}`);
  await expect(dialog.getByRole('status')).toContainText(`Nothing found for “${sport.name} ${nonsense}”`);
  // The start of the sport's name, as a visitor types it, finds the sport.
  await dialog.getByRole('searchbox').fill(sport.name.slice(0, Math.max(4, Math.ceil(sport.name.length * 0.7))));
  expect((await results(dialog)).map((r) => r.href)).toContain(`/sports/${sport.slug}/`);
});

test('works by keyboard: open, type, arrow to a result, Enter opens it; Escape closes and focus returns', async ({ page }) => {
  await home(page);
  await searchButton(page).focus();
  await page.keyboard.press('Enter');
  const dialog = searchDialog(page);
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(searchButton(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.type(sport.name);
  const first = resultLinks(dialog).first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  await expect(dialog).toBeHidden();
});

test('/search/ reads ?q= and shows its results', async ({ page }) => {
  await page.goto(`/search/?q=${encodeURIComponent(sport.name)}`);
  await waitForHydration(page);
  await expect(page.getByRole('searchbox')).toHaveValue(sport.name);
  const main = page.locator('main');
  expect((await results(main)).map((r) => r.href)).toContain(`/sports/${sport.slug}/`);
  await expectNoAxeViolations(page, { label: '/search/' });
});

test.describe('index unreachable', () => {
  test.use({ allowErrors: /\/pagefind\/|ERR_INTERNET_DISCONNECTED|dynamically imported module/ });

  test('a search that cannot fetch the index says it needs a connection', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    const dialog = await search(page, sport.name);
    await expect(dialog.getByRole('alert')).toContainText('Search needs a connection the first time');
    await expect(resultLinks(dialog)).toHaveCount(0);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', allowErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED \[[^\]]*\.txt|Failed to fetch/ });

  test('a search made once answers again without a connection', async ({ page, context }) => {
    // /search/ shows no pictures: what is missing offline is the search alone.
    const url = `/search/?q=${encodeURIComponent(sport.name)}`;
    await page.goto(url);
    await waitForHydration(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    // Searched once the worker controls the page, so it caches what the search fetches.
    await page.reload();
    await waitForHydration(page);
    expect((await results(page.locator('main'))).map((r) => r.href)).toContain(`/sports/${sport.slug}/`);
    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('You are offline.')).toBeVisible();
    expect((await results(page.locator('main'))).map((r) => r.href)).toContain(`/sports/${sport.slug}/`);
    await context.setOffline(false);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s search leads to /search/, which says search needs JavaScript and links to the lists', async ({ page }) => {
    await page.goto('/');
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/search\/\??$/);
    // Playwright's text engine skips <noscript>: the note is read from the DOM, as no-js.spec does.
    const notes = await page.locator('main noscript').evaluateAll((els) =>
      els
        .flatMap((e) => [...e.children])
        .filter((c) => c.checkVisibility())
        .map((c) => c.textContent ?? ''),
    );
    expect(notes).toEqual([expect.stringContaining('Search needs JavaScript.')]);
    await expect(page.getByRole('search', { name: 'Site' }).getByRole('searchbox')).toBeHidden();
    const lists = page.getByRole('navigation', { name: 'Browse the lists' });
    for (const name of ['All sports', 'News', 'Tickets', 'Shop']) await expect(lists.getByRole('link', { name })).toBeVisible();
  });
});

test('more results than fit are offered: Show more adds the next ones, and Enter opens the search page for the query', async ({ page }) => {
  // The word most pages of the export hold (the league's own name or a sport's), so the index finds many.
  const counts = new Map<string, number>();
  for (const p of pageTexts) for (const w of new Set(p.text.match(/\p{L}{6,}/gu) ?? [])) counts.set(w, (counts.get(w) ?? 0) + 1);
  const [word] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const dialog = await search(page, word);
  await expect(resultLinks(dialog).first()).toBeVisible();
  const status = dialog.getByRole('status');
  const text = (await status.textContent()) ?? '';
  const shown = /^Showing (\d+) of (\d[\d,]*) results/.exec(text);
  expect(shown, `more than one screen of results for “${word}”: ${text}`).not.toBeNull();
  const total = Number(shown![2]!.replace(/,/g, ''));
  await expect(resultLinks(dialog)).toHaveCount(Number(shown![1]));
  await dialog.getByRole('button', { name: /^Show \d+ more$/ }).click();
  await expect(resultLinks(dialog)).toHaveCount(Math.min(total, Number(shown![1]) * 2));

  await dialog.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/\\?q=${word}$`));
  await expect(searchDialog(page)).toHaveCount(0);
  await expect(resultLinks(page.getByRole('main')).first()).toBeVisible();
});
