import DOMPurify from 'dompurify';
import { isAllowedLink } from '../../lib/linkRules';
import { domPurifyTrustedTypes } from './trustedTypes';

/** Sanitized HTML: TrustedHTML where the browser enforces Trusted Types, else a string. */
export type SanitizedHtml = string | TrustedHTML;

const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'ul', 'ol', 'li'];

let hookInstalled = false;

/**
 * Links keep their href only when it is https or a portal path (design §9); links leaving the
 * portal open in a new tab with rel="noopener noreferrer". The attributes are set here, after
 * DOMPurify has dropped every attribute the content brought itself.
 */
function installLinkHook(): void {
  if (hookInstalled) return;
  hookInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null || !isAllowedLink(href)) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('href', href.trim());
    if (!href.trim().startsWith('/')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Event-handler attributes renamed before DOMPurify parses the HTML: the parser's document shares
 * the page's CSP, and Chromium reports (and blocks) every inline handler it meets while parsing,
 * even though DOMPurify would drop it. Renamed, it is an unknown attribute that DOMPurify drops
 * quietly. DOMPurify stays the sanitizer; this only keeps hostile content from raising reports.
 */
const EVENT_HANDLER_ATTRIBUTE = /([\s/"'])on([a-z]+\s*=)/gi;

function disarmEventHandlers(html: string): string {
  return html.replace(EVENT_HANDLER_ATTRIBUTE, '$1data-disarmed-on$2');
}

/**
 * The carrier's announcement HTML, reduced to simple text markup and safe links, through the
 * portal's Trusted Types policy (trustedTypes.ts).
 */
export function sanitizeContent(html: string): SanitizedHtml {
  installLinkHook();
  const trusted = domPurifyTrustedTypes();
  const options = { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], ALLOW_DATA_ATTR: false };
  const disarmed = disarmEventHandlers(html);
  return trusted.RETURN_TRUSTED_TYPE
    ? DOMPurify.sanitize(disarmed, { ...options, ...trusted, RETURN_TRUSTED_TYPE: true })
    : DOMPurify.sanitize(disarmed, options);
}
