import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { notFound } from 'next/navigation';
import { getSport, getSports } from '@/lib/content/sports';
import { getSite } from '@/lib/content/site';
import { sportMetadata } from '@/lib/sports';
import { SITE_URL } from '@/lib/site-url';
import { BASE_PATH } from '@/lib/paths';
import { SportPage } from '@/components/sports/sport-page';

export const dynamicParams = false;

export function generateStaticParams() {
  return getSports().map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const sport = getSport((await params).slug);
  if (!sport) return {};
  return sportMetadata(sport);
}

export default async function Page({ params }: { params: Promise<{ slug: string }> }) {
  const sport = getSport((await params).slug);
  if (!sport) notFound();
  return (
    <>
      <Breadcrumbs items={[{ name: sport.name, href: `/sports/${sport.slug}/` }]} />
      <SportPage sport={sport} siteUrl={`${SITE_URL}${BASE_PATH}`} organizer={getSite().name} />
    </>
  );
}
