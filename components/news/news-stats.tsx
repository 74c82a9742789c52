import type { NewsStats } from '@/lib/schemas/article';
import { formatNumber } from '@/lib/format';
import { StatTiles } from '@/components/ui/stat-tiles';

/** The four league-wide tiles of spec §2 (aggregates across every season). */
export function NewsStatTiles({ stats }: { stats: NewsStats }) {
  return (
    <StatTiles
      label="League news in numbers (all seasons)"
      items={[
        { label: 'Articles Published', value: formatNumber(stats.totalArticles) },
        { label: 'Total Views', value: formatNumber(stats.totalViews) },
        { label: 'Avg Read Time', value: `${stats.avgReadTime} min` },
        { label: 'Top Sport', value: stats.topSport },
      ]}
    />
  );
}
