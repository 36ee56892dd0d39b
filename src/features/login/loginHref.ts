/** The login link lives in lib/ so that the shell can import it; this is the login part's name. */
export { loginHref, usesSingleSignOn } from '../../lib/loginHref';
