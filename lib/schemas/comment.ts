// zod/mini: the comment form runs in the browser (winner cards).
import * as z from '@/lib/zod/mini';
import { COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from '@/lib/contests/constants';
import { trimmedText } from './form-text';

/** A fan's comment on a winner card: a name and plain text (never read as HTML). */
export const commentFormSchema = z.object({
  author: trimmedText([1, 'Enter your name.'], [COMMENT_NAME_MAX, `Keep your name to ${COMMENT_NAME_MAX} characters or fewer.`]),
  text: trimmedText([2, 'Write a comment of at least 2 characters.'], [COMMENT_TEXT_MAX, `Keep your comment to ${COMMENT_TEXT_MAX} characters or fewer.`]),
});
export type CommentFormSchema = typeof commentFormSchema;
