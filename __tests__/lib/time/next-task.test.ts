/** @jest-environment node */
import { inNextTask } from '@/lib/time/next-task';

/** Resolves after one message round trip: a later task than the one inNextTask posted. */
const afterMessage = () =>
  new Promise<void>((resolve) => {
    const c = new MessageChannel();
    c.port1.onmessage = () => {
      c.port1.close();
      resolve();
    };
    c.port2.postMessage(null);
  });

describe('inNextTask', () => {
  afterEach(() => jest.useRealTimers());

  it('runs in a later task, not in this one nor in its microtasks', async () => {
    const fn = jest.fn();
    inNextTask(fn);
    expect(fn).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(fn).not.toHaveBeenCalled();
    await afterMessage();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('still runs when the page clock is paused (timers faked)', async () => {
    jest.useFakeTimers();
    const fn = jest.fn();
    inNextTask(fn);
    await afterMessage();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', async () => {
    const fn = jest.fn();
    const cancel = inNextTask(fn);
    cancel();
    await afterMessage();
    await afterMessage();
    expect(fn).not.toHaveBeenCalled();
  });

  it('falls back to a timer where there is no MessageChannel', () => {
    jest.useFakeTimers();
    const saved = globalThis.MessageChannel;
    // @ts-expect-error: a runtime without MessageChannel
    delete globalThis.MessageChannel;
    try {
      const fn = jest.fn();
      const cancel = inNextTask(fn);
      expect(fn).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(fn).toHaveBeenCalledTimes(1);
      const other = jest.fn();
      inNextTask(other)();
      cancel();
      jest.runOnlyPendingTimers();
      expect(other).not.toHaveBeenCalled();
    } finally {
      globalThis.MessageChannel = saved;
    }
  });
});
