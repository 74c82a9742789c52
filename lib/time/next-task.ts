/**
 * Runs `fn` in a task of its own, right after the current one: a message to itself, as React's
 * scheduler does. Unlike a 0 ms timer it is not subject to timer clamping, and a page whose timers
 * are paused (a test's controlled clock) still runs it. Where MessageChannel is missing it falls
 * back to a timer. Returns a function that cancels the call.
 */
export function inNextTask(fn: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) fn();
  };
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
    return () => {
      cancelled = true;
      channel.port1.close();
    };
  }
  const timer = setTimeout(run, 0);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
