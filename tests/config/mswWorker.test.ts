import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * msw's install script, which copies its service worker into public/, does not run
 * (package.json `allowScripts`: msw false). The committed copy must therefore be the installed
 * version's, byte for byte: after an msw upgrade, copy node_modules/msw/lib/mockServiceWorker.js
 * to public/.
 */
describe('the sandbox service worker', () => {
  it('is the installed msw version’s worker', () => {
    const installed = readFileSync('node_modules/msw/lib/mockServiceWorker.js', 'utf8');
    const committed = readFileSync('public/mockServiceWorker.js', 'utf8');
    expect(committed).toBe(installed);
  });
});
