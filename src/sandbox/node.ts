import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The sandbox for vitest: the same handlers as the browser, no latency. */
export const server = setupServer(...handlers);
