import { at, must } from '@/lib/must';

describe('must', () => {
  it('returns a value that is there, falsy ones included', () => {
    expect(must(0, 'a count')).toBe(0);
    expect(must('', 'a name')).toBe('');
  });
  it('names what was missing', () => {
    expect(() => must(undefined, 'the stored user')).toThrow('expected the stored user, found undefined');
    expect(() => must(null, 'a session')).toThrow('expected a session, found null');
  });
});

describe('at', () => {
  it('reads an index, a negative one from the end', () => {
    expect(at(['a', 'b', 'c'], 1)).toBe('b');
    expect(at(['a', 'b', 'c'], -1)).toBe('c');
  });
  it('names the index and the length when the list is shorter', () => {
    expect(() => at([], 0, 'contest')).toThrow('expected contest 0 of a list of 0');
    expect(() => at(['a'], 3)).toThrow('expected item 3 of a list of 1');
  });
});
