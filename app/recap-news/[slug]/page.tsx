import { articleMetadata } from '@/lib/content/page-routes';
import { getArticle, getArticles, sportName } from '@/lib/content/articles';
import { getSite } from '@/lib/content/site';
import { getMentions } from '@/lib/content/mentions';
import { slugRoute } from '@/components/layout/slug-route';
import { ArticlePage } from '@/components/news/article-page';

const route = slugRoute({
  slugs: () => getArticles().map((a) => a.slug),
  find: getArticle,
  metadata: articleMetadata,
  render: (article) => (
    <ArticlePage
      article={article}
      sportName={sportName(article.sport)}
      publisher={getSite().name}
      named={getMentions([article.title, article.summary, ...article.content, ...article.tags])}
    />
  ),
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
