import { Img } from '@/components/ui/img';
import Link from '@/components/ui/link';
import { JsonLd } from '@/components/seo/json-ld';
import type { Article } from '@/lib/schemas/article';
import { assetPath, BASE_PATH } from '@/lib/url/paths';
import { SITE_URL } from '@/lib/url/site-url';
import { ShareButton } from '@/components/social/share-button';
import { ArticleBadges, ArticleStats, ArticleTags, commentsLabel } from './article-meta';
import { ArticleComments } from './article-comments';
import { LinkedText } from '@/components/ui/linked-text';
import type { Named } from '@/lib/athletes/mentions';
import { articleHref, sportNewsHref } from '@/lib/news/articles';

function absolute(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${SITE_URL}${BASE_PATH}${path}`;
}

/** schema.org NewsArticle and BreadcrumbList for one article. */
export function articleJsonLd(article: Article, publisher: string): object[] {
  const url = absolute(articleHref(article.slug));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.summary,
      image: [absolute(article.image)],
      datePublished: article.date,
      dateModified: article.date,
      author: [{ '@type': 'Person', name: article.author }],
      publisher: { '@type': 'Organization', name: publisher },
      articleSection: article.category,
      keywords: article.tags.join(', '),
      mainEntityOfPage: url,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absolute('/') },
        { '@type': 'ListItem', position: 2, name: 'Recap News', item: absolute('/recap-news/') },
        { '@type': 'ListItem', position: 3, name: article.title, item: url },
      ],
    },
  ];
}

export function ArticlePage({
  article,
  sportName,
  publisher,
  named,
}: {
  article: Article;
  sportName: string;
  publisher: string;
  /** The athletes and teams it names (lib/content/mentions.ts): each mention links to her or its page. */
  named: readonly Named[];
}) {
  return (
    <article>
      <JsonLd data={articleJsonLd(article, publisher)} />
      <div className="container-page max-w-4xl py-8 sm:py-12">
        <nav aria-label="Breadcrumb" className="text-sm">
          <ol className="flex flex-wrap gap-2 text-slate-700">
            <li>
              <Link href="/" className="underline hover:text-brand-800">
                Home
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
            <li>
              <Link href="/recap-news/" className="underline hover:text-brand-800">
                Recap News
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
            <li aria-current="page" className="font-medium text-ink">
              {article.title}
            </li>
          </ol>
        </nav>
        <Link href="/recap-news/" className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline">
          <span aria-hidden="true">←</span> Back to Recap News
        </Link>
        <header className="mt-4 flex flex-col gap-4">
          <ArticleBadges article={{ category: article.category, sportName }} />
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">{article.title}</h1>
          <p className="text-xl text-slate-700">{article.summary}</p>
          <p className="font-semibold">By {article.author}</p>
          <ArticleStats article={{ ...article, commentCount: article.comments.length }} />
        </header>
        <Img src={assetPath(article.image)} alt={article.alt} width={800} height={450} priority className="mt-8 w-full rounded-2xl object-cover" />
        <div className="mt-8 flex flex-col gap-5 text-lg leading-relaxed text-ink">
          {article.content.map((p, i) => (
            <p key={i}>
              <LinkedText text={p} named={named} />
            </p>
          ))}
        </div>
        <ArticleComments comments={article.comments} heading={commentsLabel(article.comments.length)} />
        <footer className="mt-10 flex flex-col gap-6 border-t border-slate-200 pt-6">
          <ArticleTags tags={article.tags} named={named} />
          <ShareButton title={article.title} text={article.summary} path={articleHref(article.slug)} label="Share article" />
          <noscript>
            <p className="text-slate-700">The share button needs JavaScript. To share this article, copy the address of this page.</p>
          </noscript>
          <Link href={sportNewsHref(article.sport)} className="font-semibold text-brand-800 underline">
            More {sportName} news
          </Link>
        </footer>
      </div>
    </article>
  );
}
