import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { getInfoPage } from '@/lib/content/info';
import { InfoPageView } from '@/components/info/info-page-view';
import { HelpLinks } from '@/components/info/help-aside';

const page = getInfoPage('guidelines');

export const metadata: Metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/guidelines/',
  section: 'info',
});

export default function GuidelinesPage() {
  return <InfoPageView page={page} eyebrow="Fair play" aside={<HelpLinks current="/guidelines/" />} />;
}
