import { test } from './fixtures';
import { routeTable } from '../../lib/content/routes';
import { expectRouteRenders, oneRouteOfEachKind, testRoutesInOneTab } from './route-check';

/** On a phone: one page of every kind renders with one h1 and passes axe (desktop covers every route). */
test.describe('phone', { tag: '@phone' }, () => {
  testRoutesInOneTab('phone: routes render with one h1 and no axe violations', oneRouteOfEachKind(routeTable()), expectRouteRenders);
});
