import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { specialEventMetadata } from '@/lib/content/page-routes';
import { getSpecialEvent, getSpecialEvents } from '@/lib/content/special-events';
import { SpecialEventPage } from '@/components/events/special-event-page';

export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getSpecialEvents().map((e) => ({ slug: e.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = getSpecialEvent((await params).slug);
  return event ? specialEventMetadata(event) : {};
}

export default async function SpecialEventRoute({ params }: Props) {
  const event = getSpecialEvent((await params).slug);
  if (!event) notFound();
  return <SpecialEventPage event={event} />;
}
