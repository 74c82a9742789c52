import { isCurrent } from '@/lib/site/navigation';

describe('current page in the bottom bar', () => {
  it('home matches only itself', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/how-it-works/', '/')).toBe(false);
  });
  it('a section matches its pages with or without the trailing slash', () => {
    expect(isCurrent('/user/dashboard', '/user/dashboard/')).toBe(true);
    expect(isCurrent('/winner-announcements/', '/upcoming-contests/')).toBe(false);
  });
});
