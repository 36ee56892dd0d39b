import { env, type PortalEnv } from '../config/env';
import { href, paths } from '../config/paths';
import { textToHex } from './hex';
import { safeReturnPath } from './returnPath';

/**
 * Where "log in" goes, coming back to `returnPath` afterwards. Kept tiny: the header links here.
 * In production against the live API the member site's single sign-on does the login (spec 02
 * §7.12 "Browser redirects"); everywhere else the portal's own login page does.
 */
type SsoEnv = Pick<PortalEnv, 'appEnv' | 'apiMode' | 'ssoHost' | 'publicHost'>;

export function usesSingleSignOn(environment: SsoEnv = env): boolean {
  return environment.appEnv === 'production' && environment.apiMode === 'live';
}

/** UTF-8 bytes as lower-case hex: how the single sign-on init takes its return URL. */
export const toHex = textToHex;

function portalOrigin(environment: SsoEnv): string {
  if (environment.publicHost !== '') return `https://${environment.publicHost}`;
  return typeof location === 'undefined' ? '' : location.origin;
}

/** The single sign-on init, returning to `returnUrl` (absolute) when the member has logged in. */
export function ssoLoginUrl(returnUrl: string, environment: SsoEnv = env): string {
  return `${environment.ssoHost}SSO/Init?ReturnUrl=${toHex(returnUrl)}`;
}

/** The single sign-on logout init: ends the member site's session, then returns to `returnUrl`. */
export function ssoLogoutUrl(otpw: string, returnUrl: string, environment: SsoEnv = env): string {
  const query = new URLSearchParams({ otpw, ReturnUrl: returnUrl });
  return `${environment.ssoHost}SSO/Logout/Init?${query.toString()}`;
}

/** `returnPath` is sanitised here (lib/returnPath.ts) and again by the login page. */
export function loginHref(returnPath: string, environment: SsoEnv = env): string {
  const back = safeReturnPath(returnPath);
  if (usesSingleSignOn(environment)) {
    return ssoLoginUrl(`${portalOrigin(environment)}${back}`, environment);
  }
  return `${href(paths.login)}?back=${encodeURIComponent(back)}`;
}
