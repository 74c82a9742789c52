import { decodeHash } from '@/lib/url/hash';

describe('decodeHash', () => {
  it('reads a tab name from a hash, with or without the #', () => {
    expect(decodeHash('#stats')).toBe('stats');
    expect(decodeHash('stats')).toBe('stats');
    expect(decodeHash('#caf%C3%A9')).toBe('café');
  });

  it.each(['#%', '#%E0%A4%A', '#100%', '#%zz'])('returns a hash that is not valid percent-encoding (%s) as written, never throwing', (hash) => {
    expect(() => decodeHash(hash)).not.toThrow();
    expect(decodeHash(hash)).toBe(hash.slice(1));
  });
});
