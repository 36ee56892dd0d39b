import { useEffect, useEffectEvent, type RefObject } from 'react';
import { trapTab } from '../lib/focusTrap';

export interface ModalDialogOptions {
  /** What Escape does (close, or the safe choice of an alert dialog); nothing without it. */
  onEscape?: () => void;
  /** Takes the focus on opening; the dialog itself (tabIndex -1) without it. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * For a dialog that opens by itself while the page loads: the focus moves in (and the page
   * behind stops scrolling) one task later. Focusing lays out the whole page at once, and inside
   * the task that mounted the dialog that made one long task of the two on a slow phone.
   */
  focusInNextTask?: boolean;
}

/** The open modal dialogs, the topmost last: only it answers the keyboard. */
const openDialogs: RefObject<HTMLElement | null>[] = [];

/** How many open dialogs made each element inert (one dialog may open over another). */
const inertHolds = new Map<Element, number>();

/**
 * Everything on the page beside the dialog (a child of body, through its portal) becomes inert:
 * not focusable, not clickable, out of the accessibility tree. What was inert already stays so.
 */
function makeBackgroundInert(dialog: HTMLElement): () => void {
  const held: Element[] = [];
  for (const sibling of Array.from(document.body.children)) {
    if (sibling.contains(dialog) || sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') {
      continue;
    }
    const holds = inertHolds.get(sibling);
    if (holds === undefined && sibling.hasAttribute('inert')) continue;
    if (holds === undefined) sibling.setAttribute('inert', '');
    inertHolds.set(sibling, (holds ?? 0) + 1);
    held.push(sibling);
  }
  return () => {
    for (const element of held) {
      const holds = (inertHolds.get(element) ?? 1) - 1;
      if (holds > 0) {
        inertHolds.set(element, holds);
      } else {
        inertHolds.delete(element);
        element.removeAttribute('inert');
      }
    }
  };
}

let scrollLocks = 0;

/**
 * The page behind stops scrolling (components/dialog.css). Where the page shows a scrollbar its
 * place is kept, so nothing behind the backdrop moves sideways.
 */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks === 0) {
    const hasScrollbar = window.innerWidth - root.clientWidth > 0;
    root.classList.add('dialog-open');
    if (hasScrollbar) root.classList.add('dialog-open--scrollbar');
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) root.classList.remove('dialog-open', 'dialog-open--scrollbar');
  };
}

/**
 * The contract of a modal dialog (components/Dialog.tsx): focus moves in when it opens and goes
 * back to where it was when it closes; the page behind is inert and does not scroll; Tab and
 * Shift+Tab go round inside it; Escape runs `onEscape` and goes no further (a dialog under it, or
 * the page, does not also react). With dialogs over dialogs, the topmost one answers the keys.
 */
export function useModalDialog(
  dialog: RefObject<HTMLElement | null>,
  { onEscape, initialFocus, focusInNextTask = false }: ModalDialogOptions = {},
): void {
  const escape = useEffectEvent(() => {
    onEscape?.();
  });

  useEffect(() => {
    const node = dialog.current;
    return node ? makeBackgroundInert(node) : undefined;
  }, [dialog]);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let unlockScroll: (() => void) | undefined;
    const focusIn = () => {
      (initialFocus?.current ?? dialog.current)?.focus();
      unlockScroll = lockPageScroll();
    };
    const timer = focusInNextTask ? setTimeout(focusIn, 0) : undefined;
    if (!focusInNextTask) focusIn();
    return () => {
      clearTimeout(timer);
      unlockScroll?.();
      if (before?.isConnected) before.focus();
    };
  }, [dialog, initialFocus, focusInNextTask]);

  useEffect(() => {
    openDialogs.push(dialog);
    function onKeyDown(event: KeyboardEvent) {
      if (openDialogs.at(-1) !== dialog) return;
      if (event.key === 'Escape') {
        event.stopImmediatePropagation();
        event.preventDefault();
        escape();
      } else if (dialog.current) {
        trapTab(event, dialog.current);
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      openDialogs.splice(openDialogs.lastIndexOf(dialog), 1);
    };
  }, [dialog]);
}
