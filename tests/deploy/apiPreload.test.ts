import { describe, expect, it } from 'vitest';
import { apiUrl, preloadPublicCalls } from '../../deploy/apiPreload.mjs';
import { PRELOADED_PUBLIC_PATHS } from '../../src/api/publicPaths';

interface Tag {
  tag: string;
  attrs: Record<string, string>;
  injectTo: string;
}

const tagsOf = (apiMode: string, apiBase: string | undefined): Tag[] => {
  const plugin = preloadPublicCalls({ apiMode, apiBase, paths: PRELOADED_PUBLIC_PATHS });
  const transform = plugin.transformIndexHtml as () => Tag[];
  return transform();
};

describe("index.html preloads the first view's public API reads", () => {
  it('writes one CORS fetch preload per public path under the live API base', () => {
    const tags = tagsOf('live', 'https://api.carrier.example/v1/');
    expect(tags.map((tag) => tag.attrs)).toEqual([
      {
        rel: 'preload',
        as: 'fetch',
        crossorigin: '',
        fetchpriority: 'low',
        href: 'https://api.carrier.example/v1/Http/CurrentTime',
      },
      {
        rel: 'preload',
        as: 'fetch',
        crossorigin: '',
        fetchpriority: 'low',
        href: 'https://api.carrier.example/v1/Announcement/SitecoreAnnouncement',
      },
    ]);
    expect(tags.every((tag) => tag.tag === 'link' && tag.injectTo === 'head')).toBe(true);
  });

  it('resolves a relative base as the app does', () => {
    expect(apiUrl('/api/', 'Http/CurrentTime')).toBe('/api/Http/CurrentTime');
  });

  it('writes nothing for the sandbox build or without a base', () => {
    expect(tagsOf('sandbox', '/api/')).toEqual([]);
    expect(tagsOf('live', undefined)).toEqual([]);
  });
});
