import type { Plugin } from 'vite';

export function apiUrl(apiBase: string, path: string): string;
export function preloadPublicCalls(options: {
  apiMode: string;
  apiBase: string | undefined;
  paths: readonly string[];
}): Plugin;
