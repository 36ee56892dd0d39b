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
