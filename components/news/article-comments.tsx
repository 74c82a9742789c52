import type { Article } from '@/lib/schemas/article';
import { formatDate } from '@/lib/format/en-us';

/** An article's published comments, as plain text; nothing when it has none. */
export function ArticleComments({ comments, heading }: { comments: Article['comments']; heading: string }) {
  if (comments.length === 0) return null;
  return (
    <section aria-labelledby="comments-title" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="comments-title" className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      <ol className="mt-4 flex flex-col gap-4" data-testid="article-comments">
        {comments.map((c) => (
          <li key={c.id} className="rounded-xl bg-slate-50 p-4">
            <p className="text-sm text-slate-700">
              <strong className="text-ink">{c.author}</strong> · <time dateTime={c.date}>{formatDate(c.date)}</time>
            </p>
            <p className="mt-1 text-ink">{c.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
