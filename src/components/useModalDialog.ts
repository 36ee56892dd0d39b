import { useEffect, useEffectEvent, type RefObject } from 'react';
import { trapTab } from '../lib/focusTrap';

interface ModalDialogOptions {
  /** What Escape does (close, or the safe choice of an alert dialog). */
  onEscape: () => void;
  /** Takes the focus on opening; the dialog itself (tabIndex -1) without it. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * The keyboard contract of a modal dialog: focus moves in when it opens and goes back to where
 * it was when it closes; Tab and Shift+Tab go round inside it; Escape runs `onEscape` and goes
 * no further (a dialog under it, or the page, does not also react).
 */
export function useModalDialog(
  dialog: RefObject<HTMLElement | null>,
  { onEscape, initialFocus }: ModalDialogOptions,
): void {
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? dialog.current)?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, [dialog, initialFocus]);

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
