/**
 * The carrier's own pages the portal links to (footer, cookie notice, /AppAbout). The spec names
 * them without addresses; these placeholders on the reserved example domain stand in for them.
 */
export const TERMS_OF_USE_URL = 'https://www.carrier.example/terms-of-use/';
export const PRIVACY_POLICY_URL = 'https://www.carrier.example/privacy/';
