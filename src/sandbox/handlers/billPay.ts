import type { RequestHandler } from 'msw';

export const billPayHandlers: RequestHandler[] = [];
