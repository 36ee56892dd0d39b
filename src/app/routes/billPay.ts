import type { ScreenOverrides } from './types';

export const billPayScreens: ScreenOverrides = {};
