import { addonsRoutes } from './routes/addons';
import { billRoutes } from './routes/bill';
import { billSettingsRoutes } from './routes/billSettings';
import { callDetailsRoutes } from './routes/callDetails';
import { campaignsRoutes } from './routes/campaigns';
import { contentRoutes } from './routes/content';
import { coreRoutes } from './routes/core';
import { devicesRoutes } from './routes/devices';
import { ebillRoutes } from './routes/ebill';
import { entertainmentRoutes } from './routes/entertainment';
import { enterpriseRoutes } from './routes/enterprise';
import { fixedlineRoutes } from './routes/fixedline';
import { loginRoutes } from './routes/login';
import { memberRoutes } from './routes/member';
import { messagesRoutes } from './routes/messages';
import { mobileRoutes } from './routes/mobile';
import { paymentsRoutes } from './routes/payments';
import { prepaidRoutes } from './routes/prepaid';
import { roamingRoutes } from './routes/roaming';
import { supportRoutes } from './routes/support';
import type { RouteEntry } from './routes/types';
import { usageRoutes } from './routes/usage';

export type { ScreenLoader } from './routes/types';

/**
 * Every route of spec 01 §2 and spec 02 §2.1, each lazily loaded: one route map per feature folder
 * (src/app/routes/<feature>.ts declares the routes whose screens live in src/features/<feature>).
 * A route's title is `titles:<key>`
 * (useDocumentTitle); its gate, where it has one, is in its screen (lib/gates.ts).
 */
export const routeTable: RouteEntry[] = [
  ...coreRoutes,
  ...loginRoutes,
  ...memberRoutes,
  ...devicesRoutes,
  ...billRoutes,
  ...billSettingsRoutes,
  ...ebillRoutes,
  ...usageRoutes,
  ...callDetailsRoutes,
  ...paymentsRoutes,
  ...mobileRoutes,
  ...addonsRoutes,
  ...roamingRoutes,
  ...supportRoutes,
  ...fixedlineRoutes,
  ...prepaidRoutes,
  ...campaignsRoutes,
  ...entertainmentRoutes,
  ...enterpriseRoutes,
  ...contentRoutes,
  ...messagesRoutes,
];
