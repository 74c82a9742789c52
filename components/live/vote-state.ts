import { YOU_ID, type LiveState } from '@/lib/live/session';
import { useSessionStore } from '@/lib/stores/session-store';
import type { VoteState } from './competitor-card';

/** What each card's vote button shows: Vote, Voted, You Voted Already (her vote went elsewhere), Voting Closed, or nothing on her own card. */
export function voteStateFor(state: LiveState, id: string): VoteState {
  if (id === YOU_ID) return 'self';
  if (state.votedFor === id) return 'voted';
  if (state.secondsLeft === 0) return 'closed';
  if (state.votedFor !== null) return 'used';
  return 'open';
}

/** The name the visitor votes and chats under: their athlete name when signed in, else "You". */
export function visitorName(): string {
  return useSessionStore.getState().userName ?? 'You';
}
