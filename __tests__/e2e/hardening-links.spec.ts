import { test, expect } from './fixtures';
import { getSports } from '../../lib/content/sports';
import { at } from '@/lib/must';

/** A link with a hash that is not valid percent-encoding opens the sport page, first tab selected; the fixture fails on any page error. */
for (const hash of ['#%', '#%E0%A4%A']) {
  test(`a sport page opened with ${hash} shows the page, not an error`, async ({ page }) => {
    const sport = at(getSports(), 0, 'sport');
    await page.goto(`/sports/${sport.slug}/${hash}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sport.name);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('This page stumbled')).toHaveCount(0);
    await expect(page.getByText(/Application error/)).toHaveCount(0);
    // The tabs still work after the bad hash.
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  });
}
