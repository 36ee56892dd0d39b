import { screenRoutes } from './types';

/** Itemised call details: the application and its result (features/callDetails). */
export const callDetailsRoutes = screenRoutes('bill', ['usage', 'validation'], {
  callDetails: () => import('../../features/callDetails/CallDetailsScreen'),
  callDetailsApplyResult: () => import('../../features/callDetails/CallDetailsApplyResultScreen'),
});
