import Link from '@/components/ui/link';
import type { NavLink } from '@/lib/site/navigation';
import type { SpecialEventLink } from '@/lib/schemas/special-event';
import { primaryLinks } from '@/lib/site/navigation';
import { NavMenu } from './nav-menu';
import { ProfileLink } from './profile-link';
import { ButtonLink } from '@/components/ui/button';
import { LinkList } from './link-list';
import { SiteSearch } from '@/components/search/site-search';

/** A header menu's link (the featured sports, every special event). */
const MENU_LINK = 'block rounded-md px-3 py-2 hover:bg-brand-50';

/** `sports`: the Sporting Events menu's links (the featured sports, then All sports: sportMenuLinks). */
export function Header({ siteName, shortName, sports, events }: { siteName: string; shortName: string; sports: NavLink[]; events: SpecialEventLink[] }) {
  const sportList = <LinkList plain linkClassName={MENU_LINK} className="grid w-56 gap-0.5" links={sports} />;
  const eventList = (
    <LinkList plain linkClassName={MENU_LINK} className="grid w-56 gap-0.5" links={events.map((e) => ({ href: `/events/${e.slug}/`, label: e.name }))} />
  );
  return (
    <header className="sticky top-0 z-40 bg-night text-white shadow-lg print:static print:shadow-none">
      {/* It wraps rather than overflows: at 200% text on a 320 px phone the buttons go under the name. */}
      <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-2">
        <Link href="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-accent-600 text-sm">
            {shortName}
          </span>
          <span className="sr-only sm:not-sr-only xl:sr-only 2xl:not-sr-only">{siteName}</span>
        </Link>

        <div className="flex flex-wrap items-center justify-end gap-2">
          <SiteSearch />
          <nav aria-label="Main" className="hidden items-center gap-0.5 text-sm xl:flex">
            <Link href="/" className="rounded-md px-3 py-2 font-medium whitespace-nowrap hover:bg-white/10">
              Home
            </Link>
            <NavMenu label="Sporting Events">{sportList}</NavMenu>
            <NavMenu label="Events">{eventList}</NavMenu>
            {primaryLinks.map((l) => (
              <Link key={l.href} href={l.href} className="rounded-md px-3 py-2 font-medium whitespace-nowrap hover:bg-white/10">
                {l.label}
              </Link>
            ))}
            <ProfileLink />
            <ButtonLink href="/join/" variant="accent" size="sm" className="ml-2">
              Join League
            </ButtonLink>
          </nav>

          <div className="flex flex-wrap items-center justify-end gap-2 xl:hidden">
            <ButtonLink href="/join/" variant="accent" size="sm">
              Join League
            </ButtonLink>
            <NavMenu label="Menu" placement="sheet">
              <nav aria-label="Mobile" className="grid gap-1 text-base">
                <Link href="/" className="rounded-md px-3 py-2 hover:bg-brand-50">
                  Home
                </Link>
                <details className="rounded-md">
                  <summary className="rounded-md px-3 py-2 font-medium hover:bg-brand-50">Sporting Events</summary>
                  <div className="pl-3">{sportList}</div>
                </details>
                <details className="rounded-md">
                  <summary className="rounded-md px-3 py-2 font-medium hover:bg-brand-50">Events</summary>
                  <div className="pl-3">{eventList}</div>
                </details>
                {primaryLinks.map((l) => (
                  <Link key={l.href} href={l.href} className="rounded-md px-3 py-2 hover:bg-brand-50">
                    {l.label}
                  </Link>
                ))}
                <ProfileLink tone="light" />
              </nav>
            </NavMenu>
          </div>
        </div>
      </div>
    </header>
  );
}
