import type { ComponentType } from 'react';
import type { RouteKey } from '../../config/paths';
import { loadScreenTexts } from '../../i18n/screenTexts';
import type { Namespace } from '../../i18n/setup';

interface ScreenModule {
  default: ComponentType;
}
export type ScreenLoader = () => Promise<ScreenModule>;

/** The screens one part of the portal provides, by route key; routes not listed stay pending. */
export type ScreenOverrides = Partial<Record<RouteKey, ScreenLoader>>;

/** The screen's chunk and its texts, requested together (src/i18n/screenTexts.ts). */
export function withTexts(namespaces: readonly Namespace[], load: ScreenLoader): ScreenLoader {
  return async () => {
    const [screen] = await Promise.all([load(), loadScreenTexts(namespaces)]);
    return screen;
  };
}

/** Every screen of one part of the portal, each with the part's texts. */
export function screensWithTexts(
  namespaces: readonly Namespace[],
  screens: ScreenOverrides,
): ScreenOverrides {
  const wrapped: ScreenOverrides = {};
  for (const [key, load] of Object.entries(screens) as [RouteKey, ScreenLoader][]) {
    wrapped[key] = withTexts(namespaces, load);
  }
  return wrapped;
}
