import type { ComponentType } from 'react';
import type { RouteKey } from '../../config/paths';

interface ScreenModule {
  default: ComponentType;
}
export type ScreenLoader = () => Promise<ScreenModule>;

/** The screens one part of the portal provides, by route key; routes not listed stay pending. */
export type ScreenOverrides = Partial<Record<RouteKey, ScreenLoader>>;
