import { duplicateKey, recordTitle, searchRecords } from '@/lib/admin/record-search';

const rows = [
  { key: 'golf', record: { slug: 'golf', name: 'Golf (Women’s)' } },
  { key: '7', record: { id: 7, title: 'Flag Football Final' } },
  { key: 'faq-1', record: { id: 'faq-1', question: 'How do refunds work?' } },
];

describe('searchRecords', () => {
  it('finds by key or title/name, any case, every word', () => {
    expect(searchRecords(rows, 'GOLF').map((r) => r.key)).toEqual(['golf']);
    expect(searchRecords(rows, 'final flag').map((r) => r.key)).toEqual(['7']);
    expect(searchRecords(rows, '7').map((r) => r.key)).toEqual(['7']);
    expect(searchRecords(rows, 'refunds').map((r) => r.key)).toEqual(['faq-1']);
  });

  it('keeps every row for an empty query and reads pattern characters as plain text', () => {
    expect(searchRecords(rows, '   ')).toEqual(rows);
    expect(searchRecords(rows, '(women').map((r) => r.key)).toEqual(['golf']);
    expect(searchRecords(rows, '.*')).toEqual([]);
    expect(searchRecords(rows, '[')).toEqual([]);
  });
});

describe('recordTitle and duplicateKey', () => {
  it('calls a record by its title, name or question, else its key', () => {
    expect(rows.map((r) => recordTitle(r.record, r.key))).toEqual(['Golf (Women’s)', 'Flag Football Final', 'How do refunds work?']);
    expect(recordTitle({ id: 3 }, '3')).toBe('3');
  });

  it('gives a copy a key no record has', () => {
    expect(duplicateKey([3, 9, 4], 3)).toBe(10);
    expect(duplicateKey(['golf', 'golf-copy'], 'golf')).toBe('golf-copy-2');
    expect(duplicateKey(['golf'], 'golf')).toBe('golf-copy');
  });
});
