import type { ComponentType, ReactNode } from 'react';

type Chrome = ComponentType<{ children: ReactNode }>;

let chrome: Chrome | null = null;

/**
 * Loads the header, footer and overlays (their own chunk, outside the render-critical bundle)
 * alongside the locale files, before the first render: the page is then never remounted when
 * they arrive, so nothing typed or focused is lost. A chunk that fails leaves the plain frame.
 */
export async function preloadShellChrome(): Promise<void> {
  try {
    chrome = (await import('../../features/shell/ShellChrome')).default;
  } catch {
    chrome = null;
  }
}

export function loadedShellChrome(): Chrome | null {
  return chrome;
}
