/** The single sign-on redirects (spec 02 §7.12); the builders live in lib/ for the shell and state. */
export { loginHref, ssoLoginUrl, ssoLogoutUrl, toHex, usesSingleSignOn } from '../../lib/loginHref';
