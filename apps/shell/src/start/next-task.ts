type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, so the work after it does not extend the current task: a phone
 * then keeps several short tasks instead of one long one (Lighthouse's Total Blocking Time counts
 * each task's time over 50 ms), and input and paint can run between them. `scheduler.yield()`
 * (Chromium 129+) continues ahead of other queued tasks; elsewhere a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
