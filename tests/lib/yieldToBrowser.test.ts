import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, yieldToBrowser } from '../../src/lib/yieldToBrowser';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToBrowser', () => {
  it('resumes in a later task: a timeout queued before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint', () => {
  it('runs the task in a task of its own, queued from the next frame', async () => {
    const order: string[] = [];
    let frame: FrameRequestCallback = () => undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    afterNextPaint(() => order.push('task'));
    await new Promise((done) => setTimeout(done, 5));
    expect(order).toEqual([]);
    order.push('frame');
    frame(0);
    expect(order).toEqual(['frame']);
    await new Promise((done) => setTimeout(done, 5));
    expect(order).toEqual(['frame', 'task']);
  });
});
