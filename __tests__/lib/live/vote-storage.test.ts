import { readVote, saveVote, VOTE_KEY_PREFIX } from '@/lib/live/vote-storage';

beforeEach(() => sessionStorage.clear());

describe('vote once per browser session', () => {
  it('remembers the voted competitor per board in sessionStorage', () => {
    expect(readVote('contest')).toBeNull();
    saveVote('contest', 'jasmine-carter');
    expect(sessionStorage.getItem(`${VOTE_KEY_PREFIX}contest`)).toBe('jasmine-carter');
    expect(readVote('contest')).toBe('jasmine-carter');
    expect(readVote('event')).toBeNull();
  });

  it('ignores a stored value that is not a competitor id', () => {
    sessionStorage.setItem(`${VOTE_KEY_PREFIX}contest`, '<img src=x>');
    expect(readVote('contest')).toBeNull();
  });

  it('keeps working when sessionStorage refuses writes', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    saveVote('event', 'maya-johnson');
    spy.mockRestore();
    expect(readVote('event')).toBe('maya-johnson');
  });
});
