/**
 * Which articles mention an athlete: those whose title, summary or text names her in full
 * ("Maya Johnson"), as whole words, in any letter case. A surname alone ("Johnson") is no mention:
 * two athletes may share it. The one rule for every page that lists an athlete's articles.
 */
export interface MentionText {
  title: string;
  summary: string;
  content: readonly string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher for her full name: whole words, any case, any run of spaces between the words. */
function namePattern(name: string): RegExp {
  const words = name.trim().split(/\s+/).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu');
}

export function mentionsAthlete(article: MentionText, name: string): boolean {
  if (!name.trim()) return false;
  const re = namePattern(name);
  return [article.title, article.summary, ...article.content].some((text) => re.test(text));
}

/** The articles that mention her, in the order given. */
export function articlesMentioning<A extends MentionText>(articles: readonly A[], name: string): A[] {
  return articles.filter((a) => mentionsAthlete(a, name));
}
