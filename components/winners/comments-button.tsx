'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { WinnerComment } from '@/lib/schemas/winner';
import { useCommentsStore } from '@/lib/stores/comments-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';

const CommentsDialog = dynamic(() => import('./comments-dialog').then((m) => m.CommentsDialog), { ssr: false });

/** Opens the comments on a card; the count includes comments this browser posted. */
export function CommentsButton({ title, subject, comments }: { title: string; subject: string; comments: WinnerComment[] }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHasHydrated();
  const mine = useCommentsStore((s) => s.comments.filter((c) => c.subject === subject).length);
  const count = comments.length + (hydrated ? mine : 0);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        aria-label={`Comments on ${title}, ${count}`}
        className="js-only inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50"
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
        <span aria-hidden="true">{count}</span>
      </button>
      {open ? <CommentsDialog title={title} subject={subject} comments={comments} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
