import { setupWorker } from 'msw/browser';
import { env } from '../config/env';
import { keepInStorage } from './db/state';
import { enableLatency } from './faults';
import { handlers } from './handlers';
import { mountSandboxPanel } from './panel';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The sandbox in the browser: the database kept in localStorage (survives a reload), simulated
 * latency (env.sandboxLatencyMs, plus slow mode), the service worker, and the panel.
 */
export async function startSandbox(): Promise<void> {
  // msw asks the browser to update an existing worker without waiting for the answer; when the
  // page is left meanwhile, that update fails harmlessly. Keep the noise out of the console.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) {
      event.preventDefault();
    }
  });
  keepInStorage(browserStorage());
  enableLatency(env.sandboxLatencyMs);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  mountSandboxPanel();
}
