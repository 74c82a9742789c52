import { test, expect, waitForHydration } from './fixtures';
import { eventOnSale } from './content-picks';
import { stubPayPal } from './paypal-stub';

// Each page allows only the inline scripts the build wrote (their SHA-256 in a policy of its own,
// scripts/postbuild/csp-hashes.ts), on top of the header policy of public/_headers.

test.describe('inline scripts', () => {
  // The refused script is the point of this test: its violation report is expected, nothing else.
  test.use({ allowErrors: /CSP violation: script-src(-elem)? inline|Executing inline script violates/ });

  test('a script injected into a page is refused, while the page’s own inline scripts run and it works', async ({ page }) => {
    // The dialog opened at the end loads PayPal's script: stood in, as everywhere (this machine cannot reach PayPal).
    await stubPayPal(page, 'approve');
    let injected = false;
    await page.route('**/buy-tickets/', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      injected = html.includes('</body>');
      await route.fulfill({ response, body: html.replace('</body>', "<script>document.documentElement.dataset.injected='ran'</script></body>") });
    });
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (msg.text().startsWith('CSP violation')) violations.push(msg.text());
    });
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    expect(injected).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'ran');
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    // Next's own inline scripts (bootstrap and page data) ran: the page is interactive.
    const event = eventOnSale();
    await page.getByRole('button', { name: `Buy Tickets: ${event.title}`, exact: true }).click();
    await expect(page.getByRole('dialog', { name: `Buy tickets: ${event.title}`, exact: true })).toBeVisible();
  });
});
