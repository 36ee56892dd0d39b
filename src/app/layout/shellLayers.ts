import type { ComponentType } from 'react';

/**
 * The layers the layout adds around every page: the announcement popup (often the largest thing
 * on the first view) and the session overlays. main.tsx loads them beside the shell chrome, so
 * that the first render has them: a lazy boundary would suspend once more and React holds the
 * reveal of suspended content back (up to 300 ms) after it arrives.
 */
export const loadShellAddons = () => import('../../features/announcements/ShellAddons');
export const loadSessionLayer = () => import('../../features/session/SessionLayer');

interface ShellLayers {
  ShellAddons: ComponentType;
  SessionLayer: ComponentType;
}

let layers: ShellLayers | null = null;

/**
 * The popup's data (in the add-ons' chunk), asked for while the first screen loads: called once
 * the store is bound to the calls, so that they carry the session's headers.
 */
export function requestAnnouncementData(): void {
  import('../../features/announcements/announcementFlow')
    .then(({ announcementDataForThisPage }) => announcementDataForThisPage())
    .catch(() => undefined);
}

/** Never rejects: when a chunk fails here, the layout loads it lazily (and reports a failure). */
export async function preloadShellLayers(): Promise<void> {
  try {
    const [addons, session] = await Promise.all([loadShellAddons(), loadSessionLayer()]);
    layers = { ShellAddons: addons.default, SessionLayer: session.default };
  } catch {
    layers = null;
  }
}

export function loadedShellLayers(): ShellLayers | null {
  return layers;
}
