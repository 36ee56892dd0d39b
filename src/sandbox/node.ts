import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export { resetSandbox } from './db/state';

/** The sandbox for vitest: the same handlers as the browser, in memory, no latency. */
export const server = setupServer(...handlers);
