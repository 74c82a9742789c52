/**
 * A record's details as the build publishes them in a small static file (an event's
 * `/buy-tickets/<id>/event.json`, a contest's `/upcoming-contests/<id>/contest.json`): what a page
 * reads in the browser for the few records it shows instead of bundling the whole data file.
 */
export type Published<T> = { kind: 'found'; record: T } | { kind: 'gone' } | { kind: 'failed' };

/**
 * Fetches one published file; never throws. Found (its body passed `parse`, which checks network
 * input), gone (404: the league no longer lists the record), or failed (no answer, another status,
 * a body that is not the record).
 */
export async function fetchPublished<T>(url: string, parse: (body: unknown) => T | null, fetchImpl: typeof fetch = fetch): Promise<Published<T>> {
  try {
    const response = await fetchImpl(url);
    if (response.status === 404) return { kind: 'gone' };
    if (!response.ok) return { kind: 'failed' };
    const record = parse(await response.json());
    return record ? { kind: 'found', record } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
