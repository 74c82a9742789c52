'use client';
import type { WinnerComment } from '@/lib/schemas/winner';
import { formatDate } from '@/lib/format';
import { Dialog } from '@/components/ui/dialog';

/** The comments on one winner card. Loaded when first opened. */
export function CommentsDialog({ title, comments, open, onOpenChange }: { title: string; comments: WinnerComment[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Comments: ${title}`}>
      {comments.length === 0 ? (
        <p className="text-slate-700">No comments yet on this win.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {comments.map((c) => (
            <li key={c.id} className="rounded-xl bg-slate-50 p-4">
              <p className="font-semibold">
                {c.author} <span className="font-normal text-slate-700">· <time dateTime={c.date}>{formatDate(c.date)}</time></span>
              </p>
              <p className="mt-1">{c.text}</p>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
