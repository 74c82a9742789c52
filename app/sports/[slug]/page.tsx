import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { notFound } from 'next/navigation';
import { getSports } from '@/lib/content/sports';
import { getSportPageData } from '@/lib/content/sport-page';
import { getSite } from '@/lib/content/site';
import { nextTicketEvent, sportMetadata } from '@/lib/sports/page';
import { BUILD_TIME } from '@/lib/time/phase';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';
import { SportPage } from '@/components/sports/sport-page';

export const dynamicParams = false;

export function generateStaticParams() {
  return getSports().map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const data = getSportPageData((await params).slug);
  if (!data) return {};
  return sportMetadata(data.sport, nextTicketEvent(data.events, BUILD_TIME));
}

export default async function Page({ params }: { params: Promise<{ slug: string }> }) {
  const data = getSportPageData((await params).slug);
  if (!data) notFound();
  return (
    <>
      <Breadcrumbs items={[{ name: data.sport.name, href: `/sports/${data.sport.slug}/` }]} />
      <SportPage data={data} siteUrl={`${SITE_URL}${BASE_PATH}`} organizer={getSite().name} />
    </>
  );
}
