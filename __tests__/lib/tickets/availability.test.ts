import { availabilityLevel, availabilityText, effectiveStatus } from '@/lib/tickets/availability';
import { truncate } from '@/lib/format';
import { DESCRIPTION_CUT } from '@/lib/constants';

describe('availability colours', () => {
  it('is blue (high) above 50% available', () => {
    expect(availabilityLevel(251, 500)).toBe('high');
    expect(availabilityLevel(500, 500)).toBe('high');
  });
  it('is yellow (medium) above 20% up to 50%', () => {
    expect(availabilityLevel(250, 500)).toBe('medium');
    expect(availabilityLevel(101, 500)).toBe('medium');
  });
  it('is red (low) at 20% or below', () => {
    expect(availabilityLevel(100, 500)).toBe('low');
    expect(availabilityLevel(0, 500)).toBe('low');
  });
  it('gives the share in words, not colour alone', () => {
    expect(availabilityText(342, 500)).toBe('68% available (342 of 500 left)');
    expect(availabilityText(1, 2000)).toBe('<1% available (1 of 2,000 left)');
    expect(availabilityText(0, 300)).toBe('Sold out (0 of 300 left)');
  });
  it('is sold out at 0 tickets whatever the data says', () => {
    expect(effectiveStatus('upcoming', 0)).toBe('sold-out');
    expect(effectiveStatus('live', 3)).toBe('live');
    expect(effectiveStatus('upcoming', 3)).toBe('upcoming');
  });
});

describe('card descriptions', () => {
  it('are cut at 120 characters plus an ellipsis', () => {
    const long = 'a'.repeat(150);
    expect(truncate(long, DESCRIPTION_CUT)).toBe(`${'a'.repeat(120)}...`);
    expect(truncate('short', DESCRIPTION_CUT)).toBe('short');
    expect(truncate('b'.repeat(120), DESCRIPTION_CUT)).toBe('b'.repeat(120));
  });
});
