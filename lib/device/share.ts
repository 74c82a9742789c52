export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareNavigator {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText?: (text: string) => Promise<void> };
}

/** Web Share API when the browser has it; otherwise copy the link to the clipboard. */
export async function shareLink(data: { title: string; text?: string; url: string }, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError') return 'cancelled';
      // Share refused (not allowed here): fall through to copying.
    }
  }
  if (nav.clipboard && typeof nav.clipboard.writeText === 'function') {
    try {
      await nav.clipboard.writeText(data.url);
      return 'copied';
    } catch {
      return 'failed';
    }
  }
  return 'failed';
}

/** The message shown after a share attempt (role="status"). */
export function shareMessage(outcome: ShareOutcome, url: string): string {
  switch (outcome) {
    case 'shared':
      return 'Thanks for sharing!';
    case 'copied':
      return 'Link copied to your clipboard.';
    case 'cancelled':
      return '';
    case 'failed':
      return `Copy this link to share: ${url}`;
  }
}
