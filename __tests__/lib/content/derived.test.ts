/** @jest-environment node */
import { clearContentCache, derivedContent } from '@/lib/content/read';
import { getTicketEvents } from '@/lib/content/tickets';
import { withFixtureData } from '../../fixtures/data-dir';

describe('values worked out from the content', () => {
  withFixtureData('data-sample');

  it('are computed once, until the content is read again', () => {
    const compute = jest.fn(() => ({ n: 1 }));
    const first = derivedContent('test-value', compute);
    expect(derivedContent('test-value', compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    clearContentCache();
    expect(derivedContent('test-value', compute)).not.toBe(first);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('reach pages as a fresh list each time, so a page that sorts its copy changes no other page', () => {
    const a = getTicketEvents();
    a.reverse();
    expect(getTicketEvents()).not.toEqual(a);
    expect(getTicketEvents()).toEqual([...a].reverse());
  });
});
