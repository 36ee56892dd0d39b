import { screenRoutes } from './types';

/** The bill: this month's bill, history, comparison and paying it (features/bill). */
export const billRoutes = screenRoutes('bill', ['bill', 'validation'], {
  bill: () => import('../../features/bill/BillScreen'),
});
