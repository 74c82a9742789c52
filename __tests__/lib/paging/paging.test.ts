import { listPage, pageCount, pageHref, pageOfIndex, pageParams, pagerWindow, pageSlice, parsePageParam, PAGE_SIZE, PAGED_LISTS } from '@/lib/paging/paging';

const records = Array.from({ length: 32 }, (_, i) => `r${i + 1}`);

describe('paging', () => {
  it('counts the pages a list takes, at least one', () => {
    expect(pageCount(32, 12)).toBe(3);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(1, 12)).toBe(1);
    expect(pageCount(0, 12)).toBe(1);
    expect(() => pageCount(5, 0)).toThrow(/page size/);
  });

  it('slices each page in the list order, every record on exactly one page', () => {
    expect(pageSlice(records, 1, 12)).toEqual(records.slice(0, 12));
    expect(pageSlice(records, 3, 12)).toEqual(['r25', 'r26', 'r27', 'r28', 'r29', 'r30', 'r31', 'r32']);
    expect(pageSlice(records, 4, 12)).toEqual([]);
    expect(pageSlice(records, 0, 12)).toEqual([]);
    const walked = [1, 2, 3].flatMap((p) => pageSlice(records, p, 12));
    expect(walked).toEqual(records);
  });

  it('puts page 1 at the list itself and later pages under page/N/', () => {
    expect(pageHref('/recap-news/', 1)).toBe('/recap-news/');
    expect(pageHref('/recap-news/', 2)).toBe('/recap-news/page/2/');
    expect(pageHref('/buy-tickets/', 10)).toBe('/buy-tickets/page/10/');
  });

  it('finds the page a record falls on', () => {
    expect(pageOfIndex(0, 12)).toBe(1);
    expect(pageOfIndex(11, 12)).toBe(1);
    expect(pageOfIndex(12, 12)).toBe(2);
    expect(pageOfIndex(31, 12)).toBe(3);
  });

  it('generates pages 2 to the last, and page 1 only for a list that fits one page', () => {
    expect(pageParams(32, 12)).toEqual(['2', '3']);
    expect(pageParams(13, 12)).toEqual(['2']);
    expect(pageParams(12, 12)).toEqual(['1']);
    expect(pageParams(0, 12)).toEqual(['1']);
  });

  it('reads only plainly written page numbers', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('12')).toBe(12);
    for (const bad of ['0', '02', '2.0', '-1', 'two', '']) expect(parsePageParam(bad)).toBeNull();
  });

  it('shows every page number when there are few', () => {
    expect(pagerWindow(1, 3)).toEqual([{ page: 1 }, { page: 2 }, { page: 3 }]);
    expect(pagerWindow(1, 1)).toEqual([{ page: 1 }]);
  });

  it('shows the first, the last and the neighbours of the current page with gaps when there are many', () => {
    const labels = (items: ReturnType<typeof pagerWindow>) => items.map((i) => ('gap' in i ? '…' : i.page));
    expect(labels(pagerWindow(1, 250))).toEqual([1, 2, '…', 250]);
    expect(labels(pagerWindow(100, 250))).toEqual([1, '…', 99, 100, 101, '…', 250]);
    expect(labels(pagerWindow(250, 250))).toEqual([1, '…', 249, 250]);
    // A gap never hides a single page: 1 … 3 shows 2 instead.
    expect(labels(pagerWindow(4, 10))).toEqual([1, 2, 3, 4, 5, '…', 10]);
  });

  it('describes one page of a list with its position', () => {
    expect(listPage('/recap-news/', records, 2, 12)).toEqual({
      items: records.slice(12, 24),
      page: 2,
      pages: 3,
      list: '/recap-news/',
      offset: 12,
      total: 32,
      before: 'r12',
    });
    expect(listPage('/recap-news/', records, 1, 12).before).toBeNull();
  });

  it('has a page size for every paged list', () => {
    for (const list of PAGED_LISTS) expect(PAGE_SIZE[list]).toBeGreaterThan(0);
  });
});
