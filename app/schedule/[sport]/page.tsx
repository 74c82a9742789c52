import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSportSchedule, getSportScheduleLinks, sportScheduleParams } from '@/lib/content/schedule';
import { sportScheduleMetadata } from '@/lib/content/page-routes';
import { SportSchedulePage } from '@/components/schedule/schedule-page';

type Props = { params: Promise<{ sport: string }> };

export const dynamicParams = false;
export const generateStaticParams = sportScheduleParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = getSportSchedule((await params).sport);
  return data ? sportScheduleMetadata(data.sport.name, data.sport.slug) : {};
}

export default async function SportScheduleRoute({ params }: Props) {
  const data = getSportSchedule((await params).sport);
  if (!data) notFound();
  return <SportSchedulePage sport={data.sport} entries={data.entries} sports={getSportScheduleLinks(data.sport.slug)} />;
}
