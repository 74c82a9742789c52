import type { NewsStats } from '@/lib/news/articles';
import { formatNumber } from '@/lib/format/en-us';
import { StatTiles } from '@/components/ui/stat-tiles';

/** The four tiles of Recap News (articles, views, mean reading time, top sport), counted from the articles published on the site. */
export function NewsStatTiles({ stats }: { stats: NewsStats }) {
  return (
    <StatTiles
      label="League news in numbers"
      items={[
        { label: 'Articles Published', value: formatNumber(stats.totalArticles) },
        { label: 'Total Views', value: formatNumber(stats.totalViews) },
        { label: 'Avg Read Time', value: `${stats.avgReadTime} min` },
        ...(stats.topSport ? [{ label: 'Top Sport', value: stats.topSport }] : []),
      ]}
    />
  );
}
