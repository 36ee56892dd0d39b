/**
 * The carrier's own pages the portal links to (footer, cookie notice, /AppAbout, the sign-in
 * forms). The spec names
 * them without addresses; these placeholders on the reserved example domain stand in for them.
 */
export const TERMS_OF_USE_URL = 'https://www.carrier.example/terms-of-use/';
export const PRIVACY_POLICY_URL = 'https://www.carrier.example/privacy/';

/** The carrier's member account pages: a forgotten password, and a new member account. */
export const MEMBER_ACCOUNT_PAGES = {
  forgotPassword: 'https://member.carrier.example/password/forgot',
  register: 'https://member.carrier.example/register',
} as const;

/** The enterprise account's forgotten password (a company registers by /EcsOnBoarding). */
export const ENTERPRISE_ACCOUNT_PAGES = {
  forgotPassword: 'https://ecs.carrier.example/password/forgot',
} as const;

/** The carrier's pages to apply for a service the customer does not have yet. */
export const APPLY_FOR_SERVICE_PAGES = {
  mobile: 'https://www.carrier.example/apply/mobile',
  broadband: 'https://www.carrier.example/apply/broadband',
} as const;
