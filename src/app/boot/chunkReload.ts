/**
 * A route chunk that fails to load (a deploy replaced it) reloads the page once; the guard in
 * sessionStorage stops a loop. After that the route's error screen shows with a retry (design §8).
 */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
const GUARD_MS = 60_000;

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
