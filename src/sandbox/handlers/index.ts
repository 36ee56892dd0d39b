import type { RequestHandler } from 'msw';

// Interim: the domain handlers are registered here.
export const handlers: RequestHandler[] = [];
