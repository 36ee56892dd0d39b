import { screenRoutes } from './types';

/** The app and content pages: service search and directory, help pages (features/content). */
export const contentRoutes = [
  ...screenRoutes('core', ['content', 'searchKeywords'], {
    search: () => import('../../features/content/SearchScreen'),
    allItems: () => import('../../features/content/AllItemsScreen'),
    main: () => import('../../features/content/MainScreen'),
  }),
  ...screenRoutes('core', ['help', 'searchKeywords'], {
    cookbook: () => import('../../features/content/CookbookScreen'),
    cheatSheet: () => import('../../features/content/CheatSheetScreen'),
  }),
  ...screenRoutes('core', ['content'], {
    appAbout: () => import('../../features/content/AppAboutScreen'),
    appOnBoarding: () => import('../../features/content/AppOnBoardingScreen'),
    announcement: () => import('../../features/content/AnnouncementScreen'),
  }),
  ...screenRoutes('support', ['content'], {
    nps: () => import('../../features/content/NpsScreen'),
    app: () => import('../../features/content/AppScreen'),
    embeddedService: () => import('../../features/content/EmbeddedServiceScreen'),
    deviceManual: () => import('../../features/content/DeviceManualScreen'),
  }),
];
