import { test, expect, waitForHydration } from './fixtures';
import { getSite } from '../../lib/content/site';
import { getHomeFeaturedEvents } from '../../lib/content/tickets';
import { getHomeFeaturedAthletes } from '../../lib/content/athlete-pages';
import { priceBreakdown } from '@/lib/tickets/pricing';
import { ticketEventHref } from '@/lib/tickets/links';
import { formatUSD } from '@/lib/format/en-us';
import { at } from '@/lib/must';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_PRELOAD_LEAD_MS, preloadDelay } from '@/lib/ui/rotation';
import { ticketLinkName } from './content-records';

const site = getSite();
const featuredEvents = getHomeFeaturedEvents();
const featuredAthletes = getHomeFeaturedAthletes();

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

test('home shows every section with the figures of data/site.json', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
  for (const claim of site.claims) await expect(page.getByRole('region', { name: 'League in numbers' })).toContainText(`${claim.value}${claim.label}`);
  const featured = page.getByRole('region', { name: 'Featured Events' });
  // All-in prices (ticket + service fee) and prize pools of every featured event.
  for (const e of featuredEvents) {
    await expect(featured).toContainText(e.title);
    const price = priceBreakdown(e.ticketPrice);
    await expect(featured).toContainText(`From ${formatUSD(price.total)}`);
    await expect(featured).toContainText(`${formatUSD(price.subtotal)} ticket + ${formatUSD(price.fee)} service fee`);
    await expect(featured).toContainText(usd(e.prizePool));
    // The title and Get Tickets (while on sale by the clock now) lead to the event's own page.
    await expect(featured.getByRole('link', { name: e.title, exact: true })).toHaveAttribute('href', ticketEventHref(e.id));
    const way = ticketLinkName(e, 'Get Tickets');
    if (way.onSale) await expect(featured.getByRole('link', { name: way.name })).toHaveAttribute('href', ticketEventHref(e.id));
    else await expect(featured.getByRole('button', { name: way.name })).toBeDisabled();
  }
  await expect(page.getByRole('region', { name: 'Highlight Videos' })).toContainText(`${at(site.highlights, 0).views.toLocaleString('en-US')} views`);
  // A still without a video leads to its recap (its play button is no dead control) and claims no running time.
  for (const h of site.highlights) {
    const item = page.getByRole('region', { name: 'Highlight Videos' }).getByRole('listitem').filter({ hasText: h.title });
    if (h.videoUrl) await expect(item).toContainText(h.duration);
    else {
      await expect(item).not.toContainText(h.duration);
      if (h.articleSlug) await expect(item.locator('[data-still-link]')).toHaveAttribute('href', new RegExp(`/recap-news/${h.articleSlug}/$`));
    }
  }
  const athletes = page.getByRole('region', { name: 'Featured Athletes' });
  await expect(athletes.getByRole('heading', { level: 3 })).toHaveText(featuredAthletes.map((a) => a.name));
  for (const a of featuredAthletes)
    await expect(athletes.getByRole('listitem').filter({ hasText: a.name })).toContainText(
      `Total winnings${usd(a.figures.earnings)}Events won${a.figures.wins}`,
    );
  await expect(page.getByRole('region', { name: 'Follow and Contact the League' })).toContainText(site.contact.email);
});

test('news banner rotates every 4 s and stops when paused', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const news = page.getByRole('region', { name: 'Breaking news' });
  await expect(news).toContainText(at(site.headlines, 0));
  await page.clock.runFor(4_000);
  await expect(news).toContainText(at(site.headlines, 1));
  await news.getByRole('button', { name: 'Pause headlines' }).click();
  await page.mouse.move(0, 600);
  await news.getByRole('button', { name: 'Play headlines' }).blur();
  await page.clock.runFor(12_000);
  await expect(news).toContainText(at(site.headlines, 1));
});

test('carousel advances every 5 s, has prev/next/dots, and pauses on hover and on request', { tag: '@phone' }, async ({ page, isMobile }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Featured', exact: true });
  const visibleTitle = carousel.getByRole('heading', { level: 2 });
  await expect(visibleTitle).toHaveText(at(site.slides, 0).title);
  await page.clock.runFor(5_000);
  await expect(visibleTitle).toHaveText(at(site.slides, 1).title);

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(visibleTitle).toHaveText(at(site.slides, 2).title);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(visibleTitle).toHaveText(at(site.slides, 1).title);
  await carousel.getByRole('button', { name: /^Show slide 1/ }).click();
  await expect(visibleTitle).toHaveText(at(site.slides, 0).title);

  // Focus inside the carousel (the dot just clicked) holds the rotation.
  await page.clock.runFor(15_000);
  await expect(visibleTitle).toHaveText(at(site.slides, 0).title);

  // Pause button: stays still even after focus and pointer leave.
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await page.getByRole('region', { name: 'League in numbers' }).click();
  if (!isMobile) await page.mouse.move(5, 890);
  await page.clock.runFor(15_000);
  await expect(visibleTitle).toHaveText(at(site.slides, 0).title);
  await carousel.getByRole('button', { name: 'Play slides' }).click();
  await page.getByRole('region', { name: 'League in numbers' }).click();
  await page.clock.runFor(5_000);
  await expect(visibleTitle).toHaveText(at(site.slides, 1).title);
});

test("the carousel draws a slide's picture only as its turn comes near, and downloads no other", async ({ page }) => {
  const slidePictures = new Set(site.slides.map((s) => s.image));
  const requested = new Set<string>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    for (const image of slidePictures) if (path.endsWith(image)) requested.add(image);
  });
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Featured', exact: true });
  const picture = (i: number) =>
    carousel
      .getByRole('group', { name: `${i + 1} of ${site.slides.length}: ${at(site.slides, i).title}`, includeHidden: true })
      .getByRole('img', { includeHidden: true });
  const drawnPictures = async () => {
    const drawn = [];
    for (const [i, slide] of site.slides.entries()) if ((await picture(i).count()) > 0) drawn.push(slide.image);
    return new Set(drawn);
  };
  // Time stands still from here (the page's clock flows while it loads), so the checks below read the turns.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50));
  await expect(picture(0)).toHaveAttribute('alt', at(site.slides, 0).alt);
  await expect(picture(1)).toHaveCount(0);
  await expect(picture(2)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect([...requested].filter((image) => image !== at(site.slides, 0).image)).toEqual([]);

  // By the lead time before its turn the second slide has its picture, while the first still shows.
  await page.clock.runFor(preloadDelay(CAROUSEL_INTERVAL_MS));
  await expect(picture(1)).toHaveAttribute('alt', at(site.slides, 1).alt);
  await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(at(site.slides, 0).title);
  await expect(picture(2)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const drawn = await drawnPictures();
  expect([...requested].filter((image) => !drawn.has(image))).toEqual([]);

  // Its turn: shown with its picture. Going back a slide by hand draws the last one at once.
  await page.clock.runFor(CAROUSEL_PRELOAD_LEAD_MS);
  await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(at(site.slides, 1).title);
  await expect(picture(1)).toBeVisible();
  await carousel.getByRole('button', { name: /^Show slide 1/ }).click();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(at(site.slides, 2).title);
  await expect(picture(2)).toBeVisible();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('every hero slide keeps its illustration beside or below its words, never under them, at one height', { tag: '@phone' }, async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Featured', exact: true });
  const viewport = page.viewportSize();
  const heroHeight = (await carousel.boundingBox())?.height;
  for (const [i, slide] of site.slides.entries()) {
    if (i > 0) await carousel.getByRole('button', { name: 'Next slide' }).click();
    const group = carousel.getByRole('group', { name: `${i + 1} of ${site.slides.length}: ${slide.title}` });
    await expect(group).toBeVisible();
    // The hero keeps its height from slide to slide: the page under it does not jump.
    expect((await carousel.boundingBox())?.height, `hero height on slide ${i + 1}`).toBe(heroHeight);
    const art = group.getByRole('img', { name: slide.alt });
    await expect(art).toBeVisible();
    const artBox = await art.boundingBox();
    expect(artBox, `slide ${i + 1} illustration`).not.toBeNull();
    if (!artBox || !viewport) continue;
    expect(artBox.x, `slide ${i + 1} illustration fits the screen`).toBeGreaterThanOrEqual(0);
    expect(artBox.x + artBox.width, `slide ${i + 1} illustration fits the screen`).toBeLessThanOrEqual(viewport.width + 1);
    const words = [
      group.getByRole('heading', { level: 2, name: slide.title }),
      group.getByText(slide.text),
      group.getByRole('link', { name: slide.cta.label }),
    ];
    for (const word of words) {
      const box = await word.boundingBox();
      expect(box, `slide ${i + 1} words`).not.toBeNull();
      if (box) expect(overlaps(artBox, box), `slide ${i + 1}: the illustration overlaps ${await word.innerText()}`).toBe(false);
    }
  }
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing auto-advances under prefers-reduced-motion', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(20_000);
    await expect(page.getByRole('region', { name: 'Featured', exact: true }).getByRole('heading', { level: 2 })).toHaveText(at(site.slides, 0).title);
    await expect(page.getByRole('region', { name: 'Breaking news' })).toContainText(at(site.headlines, 0));
  });
});

test('newsletter subscribes once and says so on a repeat', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('region', { name: 'Stay Updated' });
  await box.getByLabel('Email address').fill('not-an-email');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('alert')).toContainText('Enter a valid email address');
  await box.getByLabel('Email address').fill('fan@example.com');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toContainText("You're subscribed");
  await page.reload();
  await waitForHydration(page);
  await box.getByLabel('Email address').fill('fan@example.com');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toContainText('already subscribed');
});

test('without JavaScript the home page still shows its content', async ({ newContext }) => {
  const context = await newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
  await expect(page.getByText(at(site.slides, 0).title)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause slides' })).toBeHidden();
  await expect(page.getByText('Featured Athletes')).toBeVisible();
  await context.close();
});

test('featured events read as their ticket records by the visitor clock: an ended one offers no tickets', async ({ page }) => {
  const first = at(featuredEvents, 0, 'featured event');
  const then = first.endMs + 60_000;
  const later = featuredEvents.find((e) => ticketLinkName(e, 'Get Tickets', then).onSale);
  await page.clock.setFixedTime(then);
  await page.goto('/');
  await waitForHydration(page);
  const featured = page.getByRole('region', { name: 'Featured Events' });
  await expect(featured.getByRole('button', { name: `Ended: ${first.title}` })).toBeDisabled();
  await expect(featured.getByRole('link', { name: `Get Tickets: ${first.title}` })).toHaveCount(0);
  // Another featured event still on sale then keeps its way to the tickets.
  if (later) {
    await page.getByRole('link', { name: `Get Tickets: ${later.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${ticketEventHref(later.id)}$`));
  } else await expect(featured.getByRole('link', { name: /^Get Tickets/ })).toHaveCount(0);
});
