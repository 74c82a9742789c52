import { getSite } from '@/lib/content/site';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Img } from '@/components/ui/img';
import type { ReactNode } from 'react';
import type { Ballroom, Cruise, Park, SpecialEvent, SpecialEventTab, TravelPackage, Venue } from '@/lib/schemas/special-event';
import { formatDate, formatNumber, formatUSD } from '@/lib/format/en-us';
import { assetPath } from '@/lib/url/paths';
import { spotsLeft } from '@/lib/enquiries/booking';
import { PageHeader } from '@/components/ui/page-header';
import { StatTiles } from '@/components/ui/stat-tiles';
import { Card } from '@/components/ui/card';
import { HashTabs } from '@/components/ui/hash-tabs';
import { BookingButton } from './booking-button';
import { SentEnquiries } from './sent-enquiries';
import { FactRows } from '@/components/ui/facts';

type Fact = [label: string, value: ReactNode];
/** What every offer card shows besides its facts. */
type Offer = { name: string; image: string; alt: string; description: string };

function OfferCard({
  name,
  image,
  alt,
  description,
  facts,
  action,
}: {
  name: string;
  image: string;
  alt: string;
  description: string;
  facts: Fact[];
  action: ReactNode;
}) {
  return (
    <li>
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <Img src={assetPath(image)} alt={alt} width={800} height={450} className="aspect-video w-full object-cover" />
        <div className="flex flex-1 flex-col p-5">
          <h3 className="text-lg font-bold text-ink">{name}</h3>
          <p className="mt-2 text-slate-700">{description}</p>
          <FactRows facts={facts} className="mt-4 flex-1 content-start" />
          <div className="mt-5">{action}</div>
        </div>
      </article>
    </li>
  );
}

/** The facts each kind of offer lists on its card. */
const cruiseFacts = (c: Cruise): Fact[] => [
  ['Duration', `${c.durationDays} days`],
  ['Departs', `${c.departurePort}, ${formatDate(c.departureDate)}`],
  ['Destinations', c.destinations.join(', ')],
  ['Price', `${formatUSD(c.price)} per person`],
  ['Capacity', formatNumber(c.capacity)],
  ['Booked', formatNumber(c.booked)],
  ['Spots left', formatNumber(spotsLeft(c.capacity, c.booked))],
];
const packageFacts = (t: TravelPackage): Fact[] => [
  ['Duration', `${t.durationDays} days`],
  ['Departs', formatDate(t.departureDate)],
  ['Destinations', t.destinations.join(', ')],
  ['Price', `${formatUSD(t.price)} per person`],
  ['Max group', formatNumber(t.maxGroup)],
  ['Booked', formatNumber(t.booked)],
  ['Spots left', formatNumber(spotsLeft(t.maxGroup, t.booked))],
];
const venueFacts = (v: Venue): Fact[] => [
  ['Location', `${v.city}, ${v.country}`],
  ['Type', v.type],
  ['Capacity', formatNumber(v.capacity)],
  ['Sports', v.sports.join(', ')],
  ['Amenities', v.amenities.join(', ')],
];
const parkFacts = (p: Park): Fact[] => [
  ['Location', `${p.city}, ${p.state}, ${p.country}`],
  ['Type', p.type],
  ['Activities', p.activities.join(', ')],
  ['Features', p.features.join(', ')],
];
const ballroomFacts = (b: Ballroom): Fact[] => [
  ['Location', `${b.city}, ${b.state}, ${b.country}`],
  ['Type', b.type],
  ['Capacity', formatNumber(b.capacity)],
  ['Events', b.events.join(', ')],
  ['Features', b.features.join(', ')],
];

function TabPanel({ event, tab, bookingsEmail }: { event: SpecialEvent; tab: SpecialEventTab; bookingsEmail: string }) {
  const book = (item: string) => <BookingButton label={event.bookLabel} about={{ event: event.name, item }} bookingsEmail={bookingsEmail} className="w-full" />;
  /** A grid of offers (cruises, packages, venues...), each with its facts and its booking button; nothing when the tab has none. */
  const offers = <T extends Offer>(items: T[] | undefined, facts: (item: T) => Fact[]) =>
    items ? (
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <OfferCard key={item.name} {...item} facts={facts(item)} action={book(item.name)} />
        ))}
      </ul>
    ) : null;
  return (
    <div>
      <div className="max-w-3xl">
        <h2 className="text-2xl font-bold text-ink">{tab.heading}</h2>
        <p className="mt-3 text-lg text-slate-700">{tab.body}</p>
        {tab.points ? (
          <ul className="mt-4 list-disc space-y-1.5 pl-5 text-slate-700">
            {tab.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {offers(tab.cruises, cruiseFacts)}
      {offers(tab.packages, packageFacts)}
      {offers(tab.venues, venueFacts)}
      {tab.venueTypes ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tab.venueTypes.map((t) => (
            <li key={t.name}>
              <Card className="h-full text-center">
                <h3 className="text-lg font-bold">{t.name}</h3>
                <p className="mt-1 text-3xl font-extrabold text-brand-800">
                  {formatNumber(t.count)}
                  <span className="sr-only"> venues</span>
                </p>
                <p className="mt-2 text-sm text-slate-700">{t.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {offers(tab.parks, parkFacts)}
      {offers(tab.ballrooms, ballroomFacts)}
      {tab.booking ? (
        <Card className="mt-8 max-w-3xl">
          <p className="text-slate-700">{tab.booking.contact}</p>
          <p className="mt-2 font-semibold">Bookings email: {bookingsEmail}</p>
          <div className="mt-4">
            <BookingButton label={tab.booking.buttonLabel} about={{ event: event.name }} bookingsEmail={bookingsEmail} />
          </div>
        </Card>
      ) : null}
    </div>
  );
}

/** A special event's page: breadcrumbs, banner, figures, its tabs and the enquiries sent from this browser. */
export function SpecialEventPage({ event }: { event: SpecialEvent }) {
  const { bookingsEmail } = getSite().contact;
  return (
    <>
      <Breadcrumbs items={[{ name: event.name, href: `/events/${event.slug}/` }]} />
      <PageHeader eyebrow="Special Events" title={event.name} intro={event.tagline} />
      <div className="container-page py-10">
        <p className="mb-8 max-w-3xl text-lg text-slate-700">{event.description}</p>
        <StatTiles label={`${event.name} in numbers`} items={event.stats} />
        <HashTabs
          label={`${event.name} sections`}
          tabs={event.tabs.map((tab) => ({ value: tab.id, label: tab.label, content: <TabPanel event={event} tab={tab} bookingsEmail={bookingsEmail} /> }))}
        />
        <SentEnquiries event={event.name} bookingsEmail={bookingsEmail} />
      </div>
    </>
  );
}
