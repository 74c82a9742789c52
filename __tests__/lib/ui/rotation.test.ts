import { nextIndex, prevIndex } from '@/lib/ui/rotation';

describe('rotation', () => {
  it('wraps forward and backward', () => {
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 3)).toBe(1);
    expect(prevIndex(0, 3)).toBe(2);
    expect(prevIndex(0, 0)).toBe(0);
  });
});
