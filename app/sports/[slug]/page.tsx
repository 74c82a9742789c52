import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSport, getSports } from '@/lib/content/sports';
import { SportPage } from '@/components/sports/sport-page';

export const dynamicParams = false;

export function generateStaticParams() {
  return getSports().map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const sport = getSport((await params).slug);
  if (!sport) return {};
  return {
    title: `${sport.name}: Athletes, Schedule and Tickets`,
    description: `${sport.tagline} ${sport.stats.totalAthletes} athletes, ${sport.stats.upcomingEvents} upcoming events in women's ${sport.name.toLowerCase()}.`,
    alternates: { canonical: `/sports/${sport.slug}/` },
  };
}

export default async function Page({ params }: { params: Promise<{ slug: string }> }) {
  const sport = getSport((await params).slug);
  if (!sport) notFound();
  return <SportPage sport={sport} />;
}
