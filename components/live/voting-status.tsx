import type { LiveState } from '@/lib/live/session';

/** A visible line about the visitor's vote: thanks after voting, "Voting closed" when the countdown reaches 0. */
export function VotingStatus({ state, className }: { state: LiveState; className?: string }) {
  const voted = state.competitors.find((c) => c.id === state.votedFor);
  const text =
    state.secondsLeft === 0
      ? `Voting closed.${voted ? ` You voted for ${voted.name}.` : ''}`
      : voted
        ? `Thanks for voting! You voted for ${voted.name}. One vote per browser session.`
        : 'You can vote once per browser session.';
  return <p className={className}>{text}</p>;
}
