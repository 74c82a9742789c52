import { readEnterLink } from '@/lib/contests/enter-link';
import { contestWindow } from '@/lib/contests/entry';
import { at } from '@/lib/must';

const contests = [{ id: 4, startDate: '2027-03-13', endDate: '2027-03-14' }];
const before = contestWindow(at(contests, 0)).startMs - 1;

describe('the entry payment link (/upcoming-contests/?enter=<id>)', () => {
  it('asks for nothing without ?enter', () => {
    expect(readEnterLink('', contests, true, before)).toEqual({ kind: 'none' });
    expect(readEnterLink('?enter=', contests, true, before)).toEqual({ kind: 'none' });
  });

  it("opens the contest's payment for a signed-in athlete while entry is open", () => {
    expect(readEnterLink('?enter=4', contests, true, before)).toEqual({ kind: 'pay', contest: contests[0] });
  });

  it('asks a visitor who is not signed in to sign in or join', () => {
    expect(readEnterLink('?enter=4', contests, false, before)).toEqual({ kind: 'sign-in', contest: contests[0] });
  });

  it('says entry is closed once the contest has started', () => {
    expect(readEnterLink('?enter=4', contests, true, before + 1)).toEqual({ kind: 'closed', contest: contests[0] });
  });

  it('names an unknown or malformed id', () => {
    expect(readEnterLink('?enter=5', contests, true, before)).toEqual({ kind: 'unknown', value: '5' });
    expect(readEnterLink('?enter=4x', contests, true, before)).toEqual({ kind: 'unknown', value: '4x' });
  });
});
