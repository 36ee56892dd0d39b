import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog, type ModalDialogOptions } from './useModalDialog';
import './dialog.css';

type DialogName =
  | {
      /** The dialog's heading (an h2), which names it. */
      title: ReactNode;
      labelledBy?: never;
    }
  | {
      title?: never;
      /** The id of a heading the content renders itself (which changes with the content). */
      labelledBy: string;
    };

export type DialogProps = DialogName &
  ModalDialogOptions & {
    /** 'alertdialog' for an urgent question that interrupts (the session is ending). */
    role?: 'dialog' | 'alertdialog';
    /** The id of the text that says what the dialog is about. */
    describedBy?: string;
    /** 'narrow' (default, a message or a question), 'medium' (a form), 'wide' (a carousel). */
    width?: 'narrow' | 'medium' | 'wide';
    /** No padding or gap: the content lays itself out to the edges. */
    flush?: boolean;
    className?: string;
    /** The dialog box (a caller that moves the focus to it itself). */
    ref?: RefObject<HTMLDivElement | null>;
    children: ReactNode;
  };

/**
 * A modal dialog, in a portal over the page: role=dialog (or alertdialog), aria-modal, named by
 * its heading. Focus moves in (to `initialFocus`, else the dialog itself) and back to the opener
 * on close; Tab stays inside; Escape runs `onEscape` (omit it where Escape must not close); the
 * page behind is inert and does not scroll (useModalDialog). Render it only while it is open.
 */
export function Dialog({
  title,
  labelledBy,
  role = 'dialog',
  describedBy,
  width = 'narrow',
  flush = false,
  className,
  ref,
  onEscape,
  initialFocus,
  focusInNextTask,
  children,
}: DialogProps) {
  const headingId = useId();
  const ownRef = useRef<HTMLDivElement>(null);
  const dialog = ref ?? ownRef;
  useModalDialog(dialog, { onEscape, initialFocus, focusInNextTask });
  const classes = ['dialog', `dialog--${width}`, flush ? 'dialog--flush' : '', className ?? ''];
  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={dialog}
        className={classes.filter(Boolean).join(' ')}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy ?? headingId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {title === undefined ? null : (
          <h2 id={headingId} className="dialog__title">
            {title}
          </h2>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
