// zod/mini: the comment form runs in the browser (winner cards).
import * as z from '@/lib/zod/mini';
import { COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from '@/lib/contests/constants';

/** A fan's comment on a winner card: a name and plain text (never read as HTML). */
export const commentFormSchema = z.object({
  author: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Enter your name.' }),
      z.maxLength(COMMENT_NAME_MAX, { error: `Keep your name to ${COMMENT_NAME_MAX} characters or fewer.` }),
    ),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, { error: 'Write a comment of at least 2 characters.' }),
      z.maxLength(COMMENT_TEXT_MAX, { error: `Keep your comment to ${COMMENT_TEXT_MAX} characters or fewer.` }),
    ),
});
export type CommentFormSchema = typeof commentFormSchema;
