import { useEffect, useEffectEvent, type RefObject } from 'react';
import { trapTab } from '../lib/focusTrap';

interface ModalDialogOptions {
  /** What Escape does (close, or the safe choice of an alert dialog). */
  onEscape: () => void;
  /** Takes the focus on opening; the dialog itself (tabIndex -1) without it. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * For a dialog that opens by itself while the page loads: the focus moves in one task later.
   * Focusing lays out the whole page at once, and inside the task that mounted the dialog that
   * made one long task of the two on a slow phone.
   */
  focusInNextTask?: boolean;
}

/**
 * The keyboard contract of a modal dialog: focus moves in when it opens and goes back to where
 * it was when it closes; Tab and Shift+Tab go round inside it; Escape runs `onEscape` and goes
 * no further (a dialog under it, or the page, does not also react).
 */
export function useModalDialog(
  dialog: RefObject<HTMLElement | null>,
  { onEscape, initialFocus, focusInNextTask = false }: ModalDialogOptions,
): void {
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusIn = () => (initialFocus?.current ?? dialog.current)?.focus();
    const timer = focusInNextTask ? setTimeout(focusIn, 0) : undefined;
    if (!focusInNextTask) focusIn();
    return () => {
      clearTimeout(timer);
      if (before?.isConnected) before.focus();
    };
  }, [dialog, initialFocus, focusInNextTask]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
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
    };
  }, [dialog]);
}
