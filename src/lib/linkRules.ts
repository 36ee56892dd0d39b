/** Links may go to https addresses or to paths of the portal itself; nothing else. */
export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether a link stays inside the portal (a path, not a protocol-relative address). */
export function isInAppPath(url: string): boolean {
  return isAllowedLink(url) && url.trim().startsWith('/');
}

/** What opening an announcement's link does. */
export type LinkAction =
  | { kind: 'none' }
  /** A portal path: the router goes there and the popup closes. */
  | { kind: 'navigate'; path: string }
  /** A new browser tab on the web; through the host app's external browser when embedded. */
  | { kind: 'external'; url: string }
  /** Inside the app's web view, an address without BTLTag replaces the page there. */
  | { kind: 'replacePage'; url: string };

/**
 * The detail button (spec 02 §2.3) and the links of an announcement's content: portal paths in
 * place; https addresses in a new tab on the web; inside the apps, in the external browser when
 * the announcement carries a BTLTag, else in the app's own web view. Anything else does nothing.
 */
export function linkAction(url: string, options: { embedded: boolean; btl: boolean }): LinkAction {
  if (!isAllowedLink(url)) return { kind: 'none' };
  const value = url.trim();
  if (isInAppPath(value)) return { kind: 'navigate', path: value };
  if (!options.embedded || options.btl) return { kind: 'external', url: value };
  return { kind: 'replacePage', url: value };
}
