import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSports } from '@/lib/content/sports';
import { getSportPageData } from '@/lib/content/sport-page';
import { nextTicketEvent, sportMetadata } from '@/lib/sports/page';
import { BUILD_TIME } from '@/lib/time/phase';
import { SportPage } from '@/components/sports/sport-page';

export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getSports().map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = getSportPageData((await params).slug);
  return data ? sportMetadata(data.sport, nextTicketEvent(data.events, BUILD_TIME)) : {};
}

export default async function SportRoute({ params }: Props) {
  const data = getSportPageData((await params).slug);
  if (!data) notFound();
  return <SportPage data={data} />;
}
