import { screenRoutes } from './types';

/** The message centre, /Init where sign-on returns, /Error and the partner's /H5 (features/messages). */
export const messagesRoutes = [
  ...screenRoutes('core', ['messages'], {
    init: () => import('../../features/messages/InitScreen'),
    appMessage: () => import('../../features/messages/AppMessageScreen'),
  }),
  ...screenRoutes('support', ['messages'], {
    error: () => import('../../features/messages/ErrorScreen'),
    h5: () => import('../../features/messages/H5Screen'),
  }),
];
