import { vi } from 'vitest';
import { launchEmbedded } from '../../src/app/boot/embeddedLaunch';
import { encodeLaunchParameter } from '../../src/app/boot/launchPayload';
import { createMemoryStorage } from '../../src/lib/secureStorage';
import { server } from '../../src/sandbox/node';
import { bindStoreToHttp } from '../../src/state/httpBinding';
import { makeStore, type PreloadedState } from '../../src/state/store';

export interface LaunchOptions {
  preloaded?: PreloadedState;
  storage?: Storage;
  now?: number;
  /** The raw parameter instead of the hex of `payload`. */
  raw?: string;
  referrer?: string;
}

/** A store and a fake browser around one launch at https://portal.example/Start. */
export function prepareLaunch(payload: unknown, options: LaunchOptions = {}) {
  const store = makeStore(options.preloaded);
  bindStoreToHttp(store);
  const replaceState = vi.fn();
  const raw = options.raw ?? encodeLaunchParameter(payload);
  const environment = {
    location: { href: `https://portal.example/Start?appLaunch=${raw}&keep=1` },
    history: { replaceState },
    storage: options.storage ?? createMemoryStorage(),
    now: options.now,
    events: { addEventListener: vi.fn() },
    referrer: options.referrer,
  };
  return { store, replaceState, environment, run: () => launchEmbedded(store, environment) };
}

/** The sandbox calls made while `work` runs, as `METHOD path`. */
export async function callsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  try {
    await work();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return calls;
}
