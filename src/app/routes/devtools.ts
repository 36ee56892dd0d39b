import { screensWithTexts, type ScreenOverrides } from './types';

/** Gated routes (spec 01 §2): the developer tools and the fixed-line member-get-member page. */
export const devToolsScreens: ScreenOverrides = screensWithTexts(['devtools'], {
  devOpsTools: () => import('../../features/core/devtools/DevOpsToolsScreen'),
  fixedlineMgm: () => import('../../features/core/FixedlineMgmScreen'),
});
