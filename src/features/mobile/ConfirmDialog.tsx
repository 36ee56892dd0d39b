import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { useModalDialog } from '../../components/useModalDialog';
import './mobile.css';

/**
 * A modal confirmation that says what a change costs the customer: focus moves into it (to
 * Cancel) and Tab keeps it there; Escape or Cancel closes it and focus goes back to what opened it. The confirm button
 * is busy while the change runs, so a second click does nothing.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLElement>(null);
  // Cancel (the first button) takes the focus when the dialog opens; set before the effect runs.
  useLayoutEffect(() => {
    cancel.current = dialog.current?.querySelector('button') ?? null;
  }, []);
  // Tab stays inside, and focus goes back to the opener on close.
  useModalDialog(dialog, {
    initialFocus: cancel,
    onEscape: () => {
      if (!busy) onCancel();
    },
  });

  return (
    <div className="mb-dialog-backdrop">
      <div
        ref={dialog}
        className="mb-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="form__actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
