import { screenRoutes } from './types';

/** The message centre, /Init where sign-on returns, and /Error (features/messages). */
export const messagesRoutes = [
  ...screenRoutes('core', ['messages'], {
    init: () => import('../../features/messages/InitScreen'),
    appMessage: () => import('../../features/messages/AppMessageScreen'),
  }),
  ...screenRoutes('support', ['messages'], {
    error: () => import('../../features/messages/ErrorScreen'),
  }),
];
