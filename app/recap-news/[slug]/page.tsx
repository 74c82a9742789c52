import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { articleMetadata } from '@/lib/content/page-routes';
import { getArticle, getArticles, sportName } from '@/lib/content/articles';
import { getSite } from '@/lib/content/site';
import { ArticlePage } from '@/components/news/article-page';

export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getArticles().map((a) => ({ slug: a.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle((await params).slug);
  return article ? articleMetadata(article) : {};
}

export default async function ArticleRoute({ params }: Props) {
  const article = getArticle((await params).slug);
  if (!article) notFound();
  return <ArticlePage article={article} sportName={sportName(article.sport)} publisher={getSite().name} />;
}
