import { screenRoutes } from './types';

/** The app and content pages: service search and directory (features/content). */
export const contentRoutes = [
  ...screenRoutes('core', ['content', 'searchKeywords'], {
    search: () => import('../../features/content/SearchScreen'),
    allItems: () => import('../../features/content/AllItemsScreen'),
  }),
];
