'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from '@/lib/contests/constants';
import { arrayOf, isIsoTime, isNonEmptyString, maxLength, shape, type Checked } from './checks';
import { guard, persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

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

const isPersistedComments = shape({ comments: arrayOf(isLocalComment, { max: LOCAL_COMMENTS_MAX }) });

export const COMMENTS_STORE_KEY = LOCAL_STORAGE_KEYS.comments;

export const useCommentsStore = register(
  create<CommentsState>()(
    persist(
      (set) => ({
        comments: [],
        add: (comment) => set((s) => (s.comments.some((c) => c.id === comment.id) ? s : { comments: [...s.comments, comment].slice(-LOCAL_COMMENTS_MAX) })),
        remove: (id) => set((s) => ({ comments: s.comments.filter((c) => c.id !== id) })),
      }),
      persistOptions<CommentsState, Checked<typeof isPersistedComments>>({
        name: COMMENTS_STORE_KEY,
        version: 1,
        schema: guard(isPersistedComments),
        partialize: ({ comments }) => ({ comments }),
      }),
    ),
  ),
  COMMENTS_STORE_KEY,
);
