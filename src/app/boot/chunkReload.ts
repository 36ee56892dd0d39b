import { paths } from '../../config/paths';
import { textToHex } from '../../lib/hex';

/**
 * A route chunk that fails to load (a deploy replaced it) reloads the page once; the guard in
 * sessionStorage stops a loop. After that the route's error screen sends the customer to /Error
 * with the page to try again (design §8, spec 02 §8). A chunk that has not arrived after
 * CHUNK_LOAD_TIMEOUT_MS counts as failed (a ChunkLoadError).
 */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
const GUARD_MS = 60_000;

/** Spec 02 §8-9: a chunk load fails with a ChunkLoadError after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Starts a timer and gives back its cancel (the browser's timers unless a test passes its own). */
export type Schedule = (fire: () => void, milliseconds: number) => () => void;

const browserSchedule: Schedule = (fire, milliseconds) => {
  const timer = setTimeout(fire, milliseconds);
  return () => {
    clearTimeout(timer);
  };
};

/** The loader's module, or a ChunkLoadError when it has not arrived in time. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  schedule: Schedule = browserSchedule,
  milliseconds = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = schedule(() => {
      const error = new Error(`Loading chunk timed out after ${String(milliseconds / 1000)} s`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, milliseconds);
    load().then(
      (module) => {
        cancel();
        resolve(module);
      },
      (error: unknown) => {
        cancel();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** /Error for a chunk that would not load, naming the page (path and query) to try again. */
export function chunkErrorPath(from: string): string {
  const payload = { reason: 'chunk', code: 'ChunkLoadError', from };
  return `${paths.error.replace('/:hex?', '')}/${textToHex(JSON.stringify(payload))}`;
}

/** Whether a path is /Error itself, where a failed chunk shows in place (no loop). */
export function isErrorPath(pathname: string): boolean {
  const base = paths.error.replace('/:hex?', '').toLowerCase();
  const lower = pathname.toLowerCase();
  return lower === base || lower.startsWith(`${base}/`);
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Failed to fetch dynamically|error loading dynamically/i.test(
    `${error.name} ${error.message}`,
  );
}

/** Reloads once per minute at most; returns whether a reload was started. */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => {
    window.location.reload();
  },
  now = Date.now(),
): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  } catch {
    return false;
  }
  if (Number.isFinite(last) && now - last < GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

export function installPreloadErrorHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
