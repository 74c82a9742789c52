import type { Metadata } from 'next';
import { getInfoPage } from '@/lib/content/info';
import { InfoPageView } from '@/components/info/info-page-view';
import { HelpLinks } from '@/components/info/help-aside';

const page = getInfoPage('guidelines');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: '/guidelines/' },
};

export default function GuidelinesPage() {
  return <InfoPageView page={page} eyebrow="Fair play" aside={<HelpLinks current="/guidelines/" />} />;
}
