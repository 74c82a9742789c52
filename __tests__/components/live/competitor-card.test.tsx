import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompetitorCard } from '@/components/live/competitor-card';
import type { Competitor } from '@/lib/live/session';

const maya: Competitor = {
  id: 'maya-johnson',
  name: 'Maya Johnson',
  sport: 'Basketball',
  image: '/images/live/maya-johnson.svg',
  alt: 'Maya Johnson dribbling',
  description: 'Point guard.',
  votes: 1892,
  viewerCount: 1543,
  isLive: true,
  isStreaming: true,
  streamQuality: '1080p',
};

describe('CompetitorCard', () => {
  it('shows votes and viewers and votes for the competitor when open', async () => {
    const onVote = jest.fn();
    render(<CompetitorCard competitor={maya} voteState="open" onVote={onVote} />);
    expect(screen.getByText('1,892')).toBeInTheDocument();
    expect(screen.getByText('1,543')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vote for Maya Johnson' }));
    expect(onVote).toHaveBeenCalledWith('maya-johnson');
  });

  it.each([
    ['voted', 'Voted'],
    ['used', 'You Voted Already'],
    ['closed', 'Voting Closed'],
  ] as const)('is said unavailable, does nothing and reads "%s" after voting', async (state, label) => {
    const onVote = jest.fn();
    render(<CompetitorCard competitor={maya} voteState={state} onVote={onVote} />);
    // aria-disabled, not disabled: the button she pressed keeps her focus.
    const button = screen.getByRole('button', { name: new RegExp(`^${label}\\s*:\\s*Maya Johnson$`) });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(button);
    expect(onVote).not.toHaveBeenCalled();
  });

  it("offers no vote on the visitor's own card", () => {
    render(<CompetitorCard competitor={{ ...maya, id: 'you', name: 'You (Live)' }} voteState="self" onVote={jest.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Your stream')).toBeInTheDocument();
  });
});
