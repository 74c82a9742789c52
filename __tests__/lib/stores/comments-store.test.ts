import { act } from '@testing-library/react';
import { LOCAL_COMMENTS_MAX, useCommentsStore, type LocalComment } from '@/lib/stores/comments-store';
import { commentFormSchema } from '@/lib/schemas/comment';
import { writeStored, readStored } from '../../fixtures/persisted-stores';
import { at } from '@/lib/must';

const comment = (n: number): LocalComment => ({ id: `c${n}`, subject: 'winner:1', author: 'Sam', text: `Great run ${n}`, date: '2026-11-22T10:00:00.000Z' });

beforeEach(() => {
  localStorage.clear();
  useCommentsStore.setState({ comments: [] });
});

describe('comments store', () => {
  it('keeps a posted comment once, persists it, and deletes it', () => {
    act(() => {
      useCommentsStore.getState().add(comment(1));
      useCommentsStore.getState().add(comment(1));
    });
    expect(useCommentsStore.getState().comments).toEqual([comment(1)]);
    expect(readStored('comments').comments).toEqual([comment(1)]);
    act(() => useCommentsStore.getState().remove('c1'));
    expect(useCommentsStore.getState().comments).toEqual([]);
  });

  it(`keeps at most ${LOCAL_COMMENTS_MAX}, dropping the oldest`, () => {
    act(() => {
      for (let n = 0; n < LOCAL_COMMENTS_MAX + 2; n++) useCommentsStore.getState().add(comment(n));
    });
    const ids = useCommentsStore.getState().comments.map((c) => c.id);
    expect(ids).toHaveLength(LOCAL_COMMENTS_MAX);
    expect(ids[0]).toBe('c2');
  });

  it('drops stored comments of the wrong shape (too long, markup is only text)', async () => {
    writeStored('comments', { comments: [{ ...comment(1), text: 'x'.repeat(501) }] });
    await act(() => useCommentsStore.persist.rehydrate());
    expect(useCommentsStore.getState().comments).toEqual([]);

    writeStored('comments', { comments: [{ ...comment(2), text: '<img src=x onerror=alert(1)>' }] });
    await act(() => useCommentsStore.persist.rehydrate());
    expect(at(useCommentsStore.getState().comments, 0).text).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('the comment form', () => {
  it('trims, needs a name and 2 to 500 characters', () => {
    expect(commentFormSchema.safeParse({ author: ' Sam ', text: ' Go! ' })).toMatchObject({ success: true, data: { author: 'Sam', text: 'Go!' } });
    const empty = commentFormSchema.safeParse({ author: ' ', text: ' ' });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.message)).toEqual(['Enter your name.', 'Write a comment of at least 2 characters.']);
    const long = commentFormSchema.safeParse({ author: 'Sam', text: 'x'.repeat(501) });
    expect(long.success ? [] : long.error.issues.map((i) => i.message)).toEqual(['Keep your comment to 500 characters or fewer.']);
  });
});
