import type { RouteKey } from '../../config/paths';
import { servicePendingScreen } from './core';
import type { Domain, RouteEntry } from './types';

const notInPortalYet = (domain: Domain, keys: RouteKey[]): RouteEntry[] =>
  keys.map((key) => ({ key, domain, load: servicePendingScreen }));

/**
 * Routes of spec 01 §2 and spec 02 §2.1 whose service is not in the portal yet, by the domain that
 * will own them: each renders its real title and says so (features/core/ServicePendingScreen).
 * When a feature builds one, its key moves from here to that feature's route map.
 */
export const pendingRoutes: RouteEntry[] = [
  ...notInPortalYet('core', [
    'init',
    'main',
    'cookbook',
    'search',
    'cheatSheet',
    'allItems',
    'appAbout',
    'announcement',
    'appMessage',
    'appOnBoarding',
  ]),
  ...notInPortalYet('mobile', ['adblock', 'addon', 'coolAddon', 'dataTransfer', 'fiveGMgm']),
  ...notInPortalYet('support', ['deviceManual', 'nps', 'embeddedService', 'h5', 'app', 'error']),
  ...notInPortalYet('fixedline', [
    'hiNetReset',
    'netflix',
    'msecuritygo2',
    'mediaZone',
    'hamiStore',
  ]),
  ...notInPortalYet('enterprise', [
    'ecsLogin',
    'ecsOnBoarding',
    'ecAbout',
    'ecs',
    'ecsMenu',
    'ecMain',
    'ecProductCenter',
    'eProducts',
    'eSellableProducts',
    'ecMy',
  ]),
  ...notInPortalYet('campaigns', [
    'badmintonSignin',
    'badmintonRecord',
    'double112024',
    'double112024Record',
    'springFun2025',
    'springFun2025Record',
    'giftbox2025',
    'giftbox2025Record',
    'mediaZone2025',
    'mediaZone2025Record',
    'hamiStore2025',
    'hamiStore2025Record',
    'mediaPromote2025',
    'mediaPromote2025Record',
    'treasureHunt2025',
    'treasureHunt2025Record',
    'baseball2025',
    'baseball2025Record',
    'baseball2025Test',
    'baseball2025RecordTest',
  ]),
];
