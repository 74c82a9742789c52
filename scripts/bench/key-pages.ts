// The pages the bench reads most closely (hydration window, Lighthouse's key routes in the docs, the
// sport page's interaction), drawn from data/ so the bench runs on any league.
import { at } from '../../lib/must';
import { getFeaturedSportLinks, getSportLinks } from '../../lib/content/sports';

/**
 * A sport's page: soccer's while the league has it (every figure in docs/performance.md so far is
 * of /sports/soccer/, so later runs compare with them), else the menus' first featured sport, else
 * the first sport.
 */
export const KEY_SPORT_PAGE = `/sports/${(getSportLinks().find((s) => s.slug === 'soccer') ?? getFeaturedSportLinks()[0] ?? at(getSportLinks(), 0, 'sport')).slug}/`;

export const KEY_PAGES = ['/', KEY_SPORT_PAGE, '/buy-tickets/', '/purchase-uniforms/', '/join/', '/live-contest/'];
