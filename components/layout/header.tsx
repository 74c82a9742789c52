import Link from '@/components/ui/link';
import type { SportLink } from '@/lib/schemas/sport';
import type { SpecialEventLink } from '@/lib/schemas/special-event';
import { primaryLinks } from '@/lib/site/navigation';
import { NavMenu } from './nav-menu';
import { ProfileLink } from './profile-link';
import { ButtonLink } from '@/components/ui/button';
import { PageLink } from '@/components/ui/page-link';

function SportList({ sports }: { sports: SportLink[] }) {
  return (
    <ul className="grid max-h-80 w-64 gap-0.5 overflow-y-auto sm:w-72">
      {sports.map((s) => (
        <li key={s.slug}>
          <PageLink href={`/sports/${s.slug}/`} className="block rounded-md px-3 py-2 hover:bg-brand-50">
            {s.name}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

function EventList({ events }: { events: SpecialEventLink[] }) {
  return (
    <ul className="grid w-56 gap-0.5">
      {events.map((e) => (
        <li key={e.slug}>
          <PageLink href={`/events/${e.slug}/`} className="block rounded-md px-3 py-2 hover:bg-brand-50">
            {e.name}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

export function Header({ siteName, shortName, sports, events }: { siteName: string; shortName: string; sports: SportLink[]; events: SpecialEventLink[] }) {
  return (
    <header className="sticky top-0 z-40 bg-night text-white shadow-lg">
      <div className="container-page flex min-h-16 items-center justify-between gap-2">
        <Link href="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-accent-600 text-sm">
            {shortName}
          </span>
          <span className="sr-only sm:not-sr-only xl:sr-only 2xl:not-sr-only">{siteName}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-0.5 text-sm xl:flex">
          <Link href="/" className="rounded-md px-3 py-2 font-medium whitespace-nowrap hover:bg-white/10">
            Home
          </Link>
          <NavMenu label="Sporting Events">
            <SportList sports={sports} />
          </NavMenu>
          <NavMenu label="Events">
            <EventList events={events} />
          </NavMenu>
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

        <div className="flex items-center gap-2 xl:hidden">
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
                <div className="pl-3">
                  <SportList sports={sports} />
                </div>
              </details>
              <details className="rounded-md">
                <summary className="rounded-md px-3 py-2 font-medium hover:bg-brand-50">Events</summary>
                <div className="pl-3">
                  <EventList events={events} />
                </div>
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
    </header>
  );
}
