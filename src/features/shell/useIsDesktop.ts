import { useSyncExternalStore } from 'react';
import { DESKTOP_MEDIA_QUERY } from './timing';

function desktopQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_MEDIA_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = desktopQuery();
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

/** Whether the desktop layout applies (above 767 px); mobile where the browser cannot tell. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, () => desktopQuery()?.matches ?? false);
}
