import { formatDate, formatNumber } from '@/lib/format/en-us';
import { CATEGORY_LABEL, type ArticleSummary } from '@/lib/news/articles';
import { Badge } from '@/components/ui/badge';
import Link from '@/components/ui/link';
import type { Named } from '@/lib/athletes/mentions';

/** Category and sport badges. */
export function ArticleBadges({ article }: { article: Pick<ArticleSummary, 'category' | 'sportName'> }) {
  return (
    <p className="flex flex-wrap gap-2">
      <Badge tone="accent">{CATEGORY_LABEL[article.category]}</Badge>
      <Badge tone="brand">{article.sportName}</Badge>
    </p>
  );
}

/** "1 comment", "12 comments". */
export function commentsLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'comment' : 'comments'}`;
}

/** Date, read time, views and the number of published comments. */
export function ArticleStats({ article }: { article: Pick<ArticleSummary, 'date' | 'readTime' | 'views' | 'commentCount'> }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <time dateTime={article.date}>{formatDate(article.date)}</time>
      <span>{article.readTime} min read</span>
      <span>{formatNumber(article.views)} views</span>
      <span>{commentsLabel(article.commentCount)}</span>
    </p>
  );
}

export function ArticleTags({ tags, named = [] }: { tags: readonly string[]; named?: readonly Named[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((t) => {
        // A tag that is an athlete's or a team's name leads to her or its page.
        const page = named.find((n) => n.name.toLowerCase() === t.trim().toLowerCase());
        return (
          <li key={t} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
            {page ? (
              <Link href={page.href} className="underline underline-offset-2 hover:text-brand-800">
                #{t}
              </Link>
            ) : (
              `#${t}`
            )}
          </li>
        );
      })}
    </ul>
  );
}
