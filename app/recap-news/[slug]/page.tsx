import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { notFound } from 'next/navigation';
import { getArticle, getArticles, sportName } from '@/lib/content/articles';
import { getSite } from '@/lib/content/site';
import { ArticlePage } from '@/components/news/article-page';

export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((a) => ({ slug: a.slug }));
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const article = getArticle((await params).slug);
  if (!article) return {};
  const meta = pageMetadata({ title: article.title, description: article.summary, path: `/recap-news/${article.slug}/`, section: 'news' });
  return { ...meta, openGraph: { ...meta.openGraph, type: 'article', publishedTime: article.date, authors: [article.author] } };
}

export default async function ArticleRoute({ params }: { params: Promise<{ slug: string }> }) {
  const article = getArticle((await params).slug);
  if (!article) notFound();
  return <ArticlePage article={article} sportName={sportName(article.sport)} publisher={getSite().name} />;
}
