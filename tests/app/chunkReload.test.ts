import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_RELOAD_KEY,
  chunkErrorPath,
  isChunkLoadError,
  isErrorPath,
  reloadOnceForChunkError,
  withChunkTimeout,
} from '../../src/app/boot/chunkReload';
import { decodeErrorPayload } from '../../src/features/messages/errorPayload';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe('chunk load failures', () => {
  it.each([
    'Failed to fetch dynamically imported module: /assets/Bill-abc.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('does not take other errors for chunk failures', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then not again within the guard window', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceForChunkError(storage, reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again after the guard window', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnceForChunkError(storage, reload, 1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when storage is unusable, so it can never loop', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForChunkError(broken, reload, 1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the chunk-load time-out and /Error', () => {
  /** A schedule whose timer fires when the test says so. */
  function manualSchedule() {
    const timer = {
      fire: (): void => {
        throw new Error('no timer started');
      },
      cancelled: false,
      milliseconds: 0,
    };
    const schedule = (fire: () => void, milliseconds: number) => {
      timer.fire = fire;
      timer.milliseconds = milliseconds;
      return () => {
        timer.cancelled = true;
      };
    };
    return { timer, schedule };
  }

  it('gives the module that arrives in time, and cancels the timer', async () => {
    const { timer, schedule } = manualSchedule();
    await expect(withChunkTimeout(() => Promise.resolve('screen'), schedule)).resolves.toBe(
      'screen',
    );
    expect(timer.cancelled).toBe(true);
    expect(timer.milliseconds).toBe(CHUNK_LOAD_TIMEOUT_MS);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('fails with a ChunkLoadError when the module has not arrived after the time-out', async () => {
    const { timer, schedule } = manualSchedule();
    const loading = withChunkTimeout(() => new Promise<never>(() => undefined), schedule);
    timer.fire();
    const error: unknown = await loading.catch((failure: unknown) => failure);
    expect(error).toMatchObject({ name: 'ChunkLoadError' });
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a failed load on as it came', async () => {
    const { timer, schedule } = manualSchedule();
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withChunkTimeout(() => Promise.reject(failure), schedule)).rejects.toBe(failure);
    expect(timer.cancelled).toBe(true);
  });

  it('sends a chunk failure to /Error naming the page to try again, and knows /Error itself', () => {
    const path = chunkErrorPath('/Bill?month=2026-05');
    expect(path.startsWith('/Error/')).toBe(true);
    expect(decodeErrorPayload(path.slice('/Error/'.length))).toEqual({
      reason: 'chunk',
      code: 'ChunkLoadError',
      from: '/Bill?month=2026-05',
    });
    expect(isErrorPath(path)).toBe(true);
    expect(isErrorPath('/error')).toBe(true);
    expect(isErrorPath('/ErrorLog')).toBe(false);
  });
});
