import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';

/**
 * A confirmation that says what a change costs the customer, as a kit Dialog: the focus starts
 * on Cancel; Escape or Cancel closes it (not while the change runs). The confirm button is busy
 * while the change runs, so a second click does nothing.
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
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={title}
      width="medium"
      initialFocus={cancel}
      onEscape={() => {
        if (!busy) onCancel();
      }}
    >
      {children}
      <div className="dialog__actions">
        <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
          {t('action.cancel')}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
