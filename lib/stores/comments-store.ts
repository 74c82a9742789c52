import { COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from '@/lib/contests/constants';
import { isIsoTime, isNonEmptyString, maxLength, shape, type Checked } from './checks';
import { createPersistedStore } from './persist';
import { listOf, type StoredOf } from './records';

/** A comment this browser posted; `subject` names what it is about ("winner:3"). */
export const isLocalComment = shape({
  id: isNonEmptyString,
  subject: maxLength(100),
  author: maxLength(COMMENT_NAME_MAX),
  text: maxLength(COMMENT_TEXT_MAX),
  date: isIsoTime,
});
export type LocalComment = Checked<typeof isLocalComment>;

/** How many comments one browser keeps; the oldest go first beyond this. */
export const LOCAL_COMMENTS_MAX = 500;

export interface CommentsState {
  comments: LocalComment[];
  add: (comment: LocalComment) => void;
  remove: (id: string) => void;
}

const persistedComments = { comments: listOf(isLocalComment) };

export const useCommentsStore = createPersistedStore<CommentsState, StoredOf<typeof persistedComments>>(
  'comments',
  { version: 1, check: persistedComments, partialize: ({ comments }) => ({ comments }) },
  (set) => ({
    comments: [],
    add: (comment) => set((s) => (s.comments.some((c) => c.id === comment.id) ? s : { comments: [...s.comments, comment].slice(-LOCAL_COMMENTS_MAX) })),
    remove: (id) => set((s) => ({ comments: s.comments.filter((c) => c.id !== id) })),
  }),
);
