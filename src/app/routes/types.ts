import type { ComponentType } from 'react';
import type { RouteKey } from '../../config/paths';
import { loadScreenTexts } from '../../i18n/screenTexts';
import type { Namespace } from '../../i18n/setup';

interface ScreenModule {
  default: ComponentType;
}
export type ScreenLoader = () => Promise<ScreenModule>;

/** Domains of the route table (the route handle carries it); not the same as feature folders. */
export type Domain =
  | 'core'
  | 'bill'
  | 'mobile'
  | 'roaming'
  | 'support'
  | 'fixedline'
  | 'prepaid'
  | 'enterprise'
  | 'campaigns';

export interface RouteEntry {
  key: RouteKey;
  domain: Domain;
  load: ScreenLoader;
}

/** The screen's chunk and its texts, requested together (src/i18n/screenTexts.ts). */
export function withTexts(namespaces: readonly Namespace[], load: ScreenLoader): ScreenLoader {
  return async () => {
    const [screen] = await Promise.all([load(), loadScreenTexts(namespaces)]);
    return screen;
  };
}

/** Routes of one domain whose screens one feature provides, each with the feature's texts. */
export function screenRoutes(
  domain: Domain,
  namespaces: readonly Namespace[],
  screens: Partial<Record<RouteKey, ScreenLoader>>,
): RouteEntry[] {
  return (Object.entries(screens) as [RouteKey, ScreenLoader][]).map(([key, load]) => ({
    key,
    domain,
    load: withTexts(namespaces, load),
  }));
}
