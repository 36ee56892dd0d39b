/** Command the app opens when the URL's cmd is missing or unreadable (spec 01 §2). */
export const DEFAULT_APP_COMMAND = '99002';
export const REDIRECT_HINT_COOKIE = 'appRedirectHint';
/** The hint cookie: 7 days after closing, 1 day when shown to a logged-in member (spec 01 §9). */
export const HINT_DAYS_CLOSED = 7;
export const HINT_DAYS_LOGGED_IN = 1;
/** The app's deep-link scheme; the app maps the command to its own screen. */
export const APP_DEEP_LINK_BASE = 'carrier-selfservice://open?cmd=';

/** The command of the URL's cmd parameter, or null when there is none. */
export function commandOf(search: string): string | null {
  return new URLSearchParams(search).get('cmd');
}

/** The app's deep link for a command: only digits pass, anything else opens the default. */
export function appDeepLink(command: string | null): string {
  const value = command?.trim() ?? '';
  return `${APP_DEEP_LINK_BASE}${/^\d{1,10}$/.test(value) ? value : DEFAULT_APP_COMMAND}`;
}

/** Shown only with a cmd in the URL, on a mobile device, not embedded, without the hint cookie. */
export function shouldShowRedirectBanner(context: {
  search: string;
  isMobile: boolean;
  embedded: boolean;
  hasHintCookie: boolean;
}): boolean {
  return (
    commandOf(context.search) !== null &&
    context.isMobile &&
    !context.embedded &&
    !context.hasHintCookie
  );
}

/**
 * How long the hint cookie lasts when the banner shows: a logged-in member gets it for 1 day at
 * once (null: nothing is set for a visitor until they close it).
 */
export function hintDaysWhenShown(isMember: boolean): number | null {
  return isMember ? HINT_DAYS_LOGGED_IN : null;
}
