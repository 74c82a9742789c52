import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { pageMetadata } from '@/lib/site/seo';
import { notFound } from 'next/navigation';
import { getSpecialEvent, getSpecialEvents } from '@/lib/content/special-events';
import { getSite } from '@/lib/content/site';
import { SpecialEventPage } from '@/components/events/special-event-page';

export const dynamicParams = false;

export function generateStaticParams() {
  return getSpecialEvents().map((e) => ({ slug: e.slug }));
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const event = getSpecialEvent((await params).slug);
  if (!event) return {};
  return pageMetadata({
    title: `${event.name}: League Special Events`,
    description: `${event.tagline} ${event.description}`.slice(0, 160),
    path: `/events/${event.slug}/`,
    section: 'events',
  });
}

export default async function Page({ params }: { params: Promise<{ slug: string }> }) {
  const event = getSpecialEvent((await params).slug);
  if (!event) notFound();
  return (
    <>
      <Breadcrumbs items={[{ name: event.name, href: `/events/${event.slug}/` }]} />
      <SpecialEventPage event={event} bookingsEmail={getSite().contact.bookingsEmail} />
    </>
  );
}
