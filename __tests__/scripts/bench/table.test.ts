import { markdownTable } from '@/scripts/bench/table';

describe('bench tables', () => {
  it('lines the columns up under a header and a rule', () => {
    expect(
      markdownTable(
        ['route', 'score'],
        [
          ['/', '0.98'],
          ['/join/', '1.00'],
        ],
      ),
    ).toBe(['| route  | score |', '| ------ | ----- |', '| /      | 0.98  |', '| /join/ | 1.00  |'].join('\n'));
  });

  it('escapes a pipe inside a cell so the row keeps its columns', () => {
    expect(markdownTable(['a'], [['x|y']])).toContain('x\\|y');
  });

  it('refuses a row with the wrong number of cells', () => {
    expect(() => markdownTable(['a', 'b'], [['only one']])).toThrow('1 cells, the header 2');
  });
});
