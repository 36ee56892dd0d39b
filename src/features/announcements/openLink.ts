import { isAllowedLink, isInAppPath } from './linkRules';

/** Opens an announcement's link: portal paths in place, https addresses in a new tab. */
export function openAnnouncementLink(url: string, navigate: (path: string) => void): void {
  if (!isAllowedLink(url)) return;
  if (isInAppPath(url)) navigate(url.trim());
  else window.open(url.trim(), '_blank', 'noopener,noreferrer');
}
