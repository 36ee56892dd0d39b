import { paths, type RouteKey } from '../../config/paths';

/** A how-to of /Cookbook, as written in help.json (cookbook.guides). */
export interface Guide {
  id: string;
  title: string;
  summary: string;
  steps: string[];
  /** The screen the guide is about, when it names one of the registry. */
  service: RouteKey | null;
}

/** A line of /CheatSheet (cheatSheet.codes). */
export interface ShortCode {
  code: string;
  what: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isRouteKey = (value: string): value is RouteKey => Object.hasOwn(paths, value);

/**
 * The guides of a locale file, in its order. A guide without a title or steps is left out, so a
 * half-written translation shows less, never a broken card.
 */
export function readGuides(value: unknown): Guide[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([id, guide]) => {
    if (!isRecord(guide)) return [];
    const title = text(guide.title);
    const steps = Array.isArray(guide.steps) ? guide.steps.map(text).filter(Boolean) : [];
    if (title === '' || steps.length === 0) return [];
    const service = text(guide.service);
    return [
      {
        id,
        title,
        summary: text(guide.summary),
        steps,
        service: isRouteKey(service) ? service : null,
      },
    ];
  });
}

/** The short codes of a locale file, in its order; a line missing either part is left out. */
export function readShortCodes(value: unknown): ShortCode[] {
  if (!isRecord(value)) return [];
  return Object.values(value).flatMap((line) => {
    if (!isRecord(line)) return [];
    const code = text(line.code);
    const what = text(line.what);
    return code !== '' && what !== '' ? [{ code, what }] : [];
  });
}

/** A tel: address for a code that can be dialled as digits (0800-080-123 → tel:0800080123). */
export function dialHref(code: string): string | null {
  const digits = code.replace(/-/g, '');
  return /^\d{3,12}$/.test(digits) ? `tel:${digits}` : null;
}
