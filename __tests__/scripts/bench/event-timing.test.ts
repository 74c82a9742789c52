import { BELOW_THRESHOLD_MS, DURATION_THRESHOLD_MS, formatSample, interactionDuration, type EventEntry } from '@/scripts/bench/event-timing';

const entry = (name: string, startTime: number, duration: number, interactionId: number): EventEntry => ({ name, startTime, duration, interactionId });

describe('Event Timing: the duration of one interaction', () => {
  it('is the longest entry of the interaction', () => {
    const entries = [entry('pointerdown', 1000, 40, 7), entry('pointerup', 1010, 48, 7), entry('click', 1012, 136, 7)];
    expect(interactionDuration(entries, 990)).toBe(136);
  });

  it('leaves out entries that are not interactions (hover, pointermove)', () => {
    const entries = [entry('pointerover', 1000, 300, 0), entry('click', 1005, 56, 9)];
    expect(interactionDuration(entries, 990)).toBe(56);
  });

  it('leaves out interactions from before the action began', () => {
    const entries = [entry('click', 500, 400, 3), entry('keydown', 1200, 32, 11)];
    expect(interactionDuration(entries, 1100)).toBe(32);
  });

  it('reports nothing when the action produced no entry', () => {
    expect(interactionDuration([entry('click', 500, 400, 3)], 1100)).toBeNull();
    expect(interactionDuration([], 0)).toBeNull();
  });
});

describe('Event Timing: an interaction under the threshold', () => {
  it('counts just under the threshold and shows as "<16"', () => {
    expect(BELOW_THRESHOLD_MS).toBeLessThan(DURATION_THRESHOLD_MS);
    expect(formatSample(BELOW_THRESHOLD_MS)).toBe('<16');
    expect(formatSample(16)).toBe('16');
    expect(formatSample(136)).toBe('136');
  });
});
