/**
 * Runs `task` holding the lock `name` across every tab of the site (the Web Locks API: one holder at a
 * time, in the order asked), so a read-modify-write of a stored list is never interleaved with another
 * tab's. Where the API is missing (or refuses, as in an opaque origin) the task runs at once: its own
 * re-read just before the write is then all that guards it.
 */
export function withStorageLock<T>(name: string, task: () => T): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks || typeof locks.request !== 'function') return runNow(task);
  let ran = false;
  return locks
    .request(name, () => {
      ran = true;
      return task();
    })
    .catch((err: unknown) => {
      // The task's own failure is the caller's; a lock that could not be had runs the task unlocked.
      if (ran) throw err;
      return runNow(task);
    }) as Promise<T>;
}

function runNow<T>(task: () => T): Promise<T> {
  try {
    return Promise.resolve(task());
  } catch (err) {
    return Promise.reject(err);
  }
}
