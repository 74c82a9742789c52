import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { getArticleSummaries, getNewsStats } from '@/lib/content/articles';
import { getSportLinks } from '@/lib/content/sports';
import { PageHeader } from '@/components/ui/page-header';
import { NewsStatTiles } from '@/components/news/news-stats';
import { NewsBrowser } from '@/components/news/news-browser';
import { NewsletterForm } from '@/components/news/newsletter-form';

export const metadata: Metadata = pageMetadata({
  title: 'Recap News & Blog',
  description: "Recaps, tournament reports, records and news from the Women's Athletic League.",
  path: '/recap-news/',
  section: 'news',
});

export default function RecapNewsPage() {
  return (
    <>
      <PageHeader eyebrow="News" title="Recap News & Blog" intro="Championship recaps, tournament reports, broken records and league news." />
      <div className="container-page flex flex-col gap-12 py-10">
        <NewsStatTiles stats={getNewsStats()} />
        <NewsBrowser articles={getArticleSummaries()} sports={getSportLinks()} />
        <NewsletterForm intro="Get recaps, records and ticket news in your inbox. No spam; unsubscribe at any time." />
      </div>
    </>
  );
}
