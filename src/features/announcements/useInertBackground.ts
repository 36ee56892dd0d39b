import { useEffect, type RefObject } from 'react';

/**
 * While a modal is open, everything beside it on the page is inert: not focusable, not
 * clickable and out of the accessibility tree. Elements that were inert already stay so.
 */
export function useInertBackground(modal: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = modal.current;
    if (!node) return undefined;
    const made: Element[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (sibling.contains(node) || sibling.hasAttribute('inert')) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
    return () => {
      made.forEach((element) => {
        element.removeAttribute('inert');
      });
    };
  }, [modal]);
}
