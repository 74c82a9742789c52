import { test } from './fixtures';
import { routeTable } from '../../lib/content/routes';
import { expectRouteRenders, oneRouteOfEachKind } from './route-check';

/** On a phone: one page of every kind renders with one h1 and passes axe (desktop covers every route). */
for (const route of oneRouteOfEachKind(routeTable())) {
  test(`phone: route ${route} renders with one h1 and no axe violations`, async ({ page }) => {
    await expectRouteRenders(page, route);
  });
}
