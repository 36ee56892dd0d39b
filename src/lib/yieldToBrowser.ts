interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task, so that the browser can paint and handle input, and resumes in a new
 * one: `scheduler.yield()` where the browser has it (the rest keeps its priority), a zero timeout
 * elsewhere. For splitting start-up work that would otherwise be one long task.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Runs `task` once the browser has painted the next frame: in a task queued from that frame's
 * animation callback, which runs after the paint. For work that must not delay a first view.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(task, 0);
  });
}
