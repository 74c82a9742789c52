/** How long ago a page was saved, as a visitor reads it: "just now", "5 minutes ago", "3 hours ago", "2 days ago". */
export function savedAgo(savedAt: string, now: number): string {
  const ms = now - Date.parse(savedAt);
  if (!Number.isFinite(ms)) return 'some time ago';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute ago';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}
