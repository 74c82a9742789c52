import { Img } from '@/components/ui/img';
import Link from '@/components/ui/link';
import { articleHref, type ArticleSummary } from '@/lib/news/articles';
import { assetPath } from '@/lib/url/paths';
import { buttonVariants } from '@/components/ui/button';
import { ArticleBadges, ArticleStats, ArticleTags } from './article-meta';

/** A grid card: image, badges, title, summary, stats, tags and Read Full Article. */
export function ArticleCard({ article, priority = false }: { article: ArticleSummary; priority?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Img src={assetPath(article.image)} alt={article.alt} width={800} height={450} priority={priority} className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ArticleBadges article={article} />
        <h3 className="text-xl font-bold text-ink">{article.title}</h3>
        <p className="text-slate-700">{article.summary}</p>
        <ArticleStats article={article} />
        <ArticleTags tags={article.tags} />
        <Link href={articleHref(article.slug)} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-auto self-start' })}>
          Read Full Article<span className="sr-only">: {article.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The featured story, shown apart from the grid. */
export function FeaturedArticle({ article }: { article: ArticleSummary }) {
  return (
    <article className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm md:grid-cols-2">
      <Img src={assetPath(article.image)} alt={article.alt} width={800} height={450} priority className="h-full w-full object-cover" />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">Featured Story</p>
        <ArticleBadges article={article} />
        <h3 className="text-2xl font-extrabold text-ink sm:text-3xl">{article.title}</h3>
        <p className="text-lg text-slate-700">{article.summary}</p>
        <ArticleStats article={article} />
        <ArticleTags tags={article.tags} />
        <Link href={articleHref(article.slug)} className={buttonVariants({ variant: 'primary', className: 'mt-auto self-start' })}>
          Read Full Article<span className="sr-only">: {article.title}</span>
        </Link>
      </div>
    </article>
  );
}
