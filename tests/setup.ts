import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearEnterpriseToken } from '../src/api/enterprise';
import { holdRequestsUntil, setCommonHeaderProvider } from '../src/api/http';
import { resetSessionLoaders } from '../src/app/boot/sessionLoaders';
import { forgetShownScreens } from '../src/components/page/PageFrame';
import { forgetOfferedAnnouncements } from '../src/features/announcements/AnnouncementHost';
import { forgetAnnouncementData } from '../src/features/announcements/announcementFlow';
import { keepInStorage } from '../src/sandbox/db/state';
import { server } from '../src/sandbox/node';
import { allowSsoHosts } from '../src/state/hostLink';
import { forgetServerClock } from '../src/state/serverClock';

/**
 * Setup of the jsdom project only (`*.test.tsx`, `*.dom.test.ts`); `*.test.ts` files run in Node
 * without it. The sandbox server answers every call; its database is rebuilt lazily: after each
 * test it is only dropped, and the next test that touches the sandbox seeds a fresh one on first
 * use, so a test that never reaches the sandbox pays nothing for it.
 *
 * The jsdom files share their modules within a worker (vite.config.ts, `isolate: false`): what a
 * page load would start afresh (the address, timers, the per-page-load memories of the modules
 * below) is put back after every test, so no test sees what the one before left.
 */
// Screens load lazily over the sandbox; on a busy machine that takes longer than the
// library's 1 s default for findBy* and waitFor.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  server.resetHandlers();
  forgetShownScreens();
  forgetServerClock();
  forgetOfferedAnnouncements();
  forgetAnnouncementData();
  resetSessionLoaders();
  clearEnterpriseToken();
  allowSsoHosts.forget();
  setCommonHeaderProvider(() => ({}));
  holdRequestsUntil(Promise.resolve());
  // Amounts without a language follow <html lang> (lib/format.ts): back to none.
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
  // Back to memory-only and forget the database: db() seeds afresh, dated at its first use.
  keepInStorage(null);
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

afterAll(() => {
  server.close();
});
