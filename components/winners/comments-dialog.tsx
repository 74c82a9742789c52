'use client';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { COMMENT_TEXT_MAX } from '@/lib/contests/constants';
import { commentResolver } from '@/lib/forms/resolvers';
import { formatDate } from '@/lib/format/en-us';
import { randomId } from '@/lib/ids/random-id';
import type { CommentFormSchema } from '@/lib/schemas/comment';
import type { WinnerComment } from '@/lib/schemas/winner';
import { useCommentsStore } from '@/lib/stores/comments-store';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria, inputClass } from '@/components/forms/field';
import { FormAlert } from '@/components/forms/form-alert';

type Values = z.output<CommentFormSchema>;

/** The comments on one winner card, and a form to add one (kept in this browser). Loaded when first opened. */
export function CommentsDialog({
  title,
  subject,
  comments,
  open,
  onOpenChange,
}: {
  title: string;
  /** What the comments are about, e.g. "winner:3". */
  subject: string;
  comments: WinnerComment[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const all = useCommentsStore((s) => s.comments);
  const mine = useMemo(() => all.filter((c) => c.subject === subject), [all, subject]);
  const [status, setStatus] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<z.input<CommentFormSchema>, unknown, Values>({ resolver: commentResolver, defaultValues: { author: '', text: '' } });
  const textLength = (useWatch({ control, name: 'text' }) ?? '').length;

  function onValid(values: Values) {
    useCommentsStore.getState().add({ id: randomId('comment'), subject, author: values.author, text: values.text, date: new Date().toISOString() });
    reset({ author: values.author, text: '' });
    setStatus('Your comment is posted. It is kept in this browser.');
  }

  const count = comments.length + mine.length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Comments: ${title}`}>
      {count === 0 ? (
        <p className="text-slate-700">No comments yet on this win. Be the first.</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={`${count} comment${count === 1 ? '' : 's'}`}>
          {comments.map((c) => (
            <li key={c.id} className="rounded-xl bg-slate-50 p-4">
              <p className="font-semibold">
                {c.author}{' '}
                <span className="font-normal text-slate-700">
                  · <time dateTime={c.date}>{formatDate(c.date)}</time>
                </span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{c.text}</p>
            </li>
          ))}
          {mine.map((c) => (
            <li key={c.id} className="rounded-xl border border-brand-200 bg-brand-50 p-4">
              <p className="font-semibold">
                {c.author}{' '}
                <span className="font-normal text-slate-700">
                  · <time dateTime={c.date}>{formatDate(c.date)}</time> · yours, on this device
                </span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{c.text}</p>
              <Button
                variant="ghost"
                className="mt-2"
                onClick={() => {
                  useCommentsStore.getState().remove(c.id);
                  setStatus('Your comment is deleted.');
                }}
              >
                Delete my comment
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={handleSubmit(onValid)}
        onFocus={commentResolver.preload}
        noValidate
        aria-label="Add a comment"
        className="mt-6 space-y-4 border-t border-slate-200 pt-4"
      >
        <FormAlert message={errors.root?.message} />
        <Field id="comment-author" label="Your name" required error={errors.author?.message}>
          <input {...register('author')} {...fieldAria('comment-author', errors.author?.message)} autoComplete="given-name" className={inputClass} />
        </Field>
        <Field
          id="comment-text"
          label="Comment"
          required
          error={errors.text?.message}
          hint={`${textLength}/${COMMENT_TEXT_MAX} characters. Kept in this browser; shown as plain text.`}
        >
          <textarea {...register('text')} {...fieldAria('comment-text', errors.text?.message, true)} rows={3} className={inputClass} />
        </Field>
        <Button type="submit">Post comment</Button>
        <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
          {status}
        </p>
      </form>
    </Dialog>
  );
}
