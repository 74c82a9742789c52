import 'server-only';
import { getSports } from './sports';
import { getSpecialEvents } from './special-events';
import { getArticles } from './articles';

/** The site's fixed routes (pages that are not generated from data), /contact and /my-tickets included. Feature work adds its nested routes below. */
export const STATIC_ROUTES = [
  '/',
  '/join/',
  '/live-contest/',
  '/live-event/',
  '/upcoming-contests/',
  '/buy-tickets/',
  '/my-tickets/',
  '/my-orders/',
  '/winner-announcements/',
  '/recap-news/',
  '/purchase-uniforms/',
  '/user/dashboard/',
  '/admin/login/',
  '/admin/dashboard/',
  '/how-it-works/',
  '/guidelines/',
  '/safety-center/',
  '/help/',
  '/careers/',
  '/partners/',
  '/privacy/',
  '/terms/',
  '/contact/',
] as const;

/** Every page the export contains (trailing slash, as served). */
export function allRoutes(): string[] {
  return [
    ...STATIC_ROUTES,
    ...getSports().map((s) => `/sports/${s.slug}/`),
    ...getSpecialEvents().map((e) => `/events/${e.slug}/`),
    ...getArticles().map((a) => `/recap-news/${a.slug}/`),
  ];
}
