import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clientActions } from '../../state/client';
import { trapTab } from '../../lib/focusTrap';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { DIALOG_AUTO_CLOSE_MS } from './timing';

function DialogBox({
  message,
  autoClose,
  goBack,
}: {
  message: string;
  autoClose: boolean;
  goBack: boolean;
}) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const okRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();

  const close = useCallback(() => {
    dispatch(clientActions.dialogHidden());
    if (goBack) void navigate(-1);
  }, [dispatch, goBack, navigate]);

  // Focus moves into the dialog and, when it closes, back to where it was.
  useEffect(() => {
    const previous = document.activeElement;
    okRef.current?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopImmediatePropagation();
        close();
      } else if (dialogRef.current) {
        trapTab(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [close]);

  useEffect(() => {
    if (!autoClose) return;
    const timer = window.setTimeout(close, DIALOG_AUTO_CLOSE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [autoClose, close]);

  return (
    <div className="shell-dialog__backdrop">
      <div
        className="shell-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        ref={dialogRef}
      >
        <p id={titleId} className="shell-dialog__title">
          {t('overlay.dialogTitle')}
        </p>
        <p id={messageId} className="shell-dialog__message">
          {message}
        </p>
        {autoClose ? <p className="shell-dialog__note">{t('overlay.dialogAutoClose')}</p> : null}
        <button ref={okRef} type="button" className="button button--primary" onClick={close}>
          {t('overlay.dialogOk')}
        </button>
      </div>
    </div>
  );
}

/** The message dialog of client state; the auto-close variant closes after 3 s (spec 02 §4.9). */
export function MessageDialog() {
  const showDialog = useAppSelector((state) => state.client.showDialog);
  const message = useAppSelector((state) => state.client.msgDialog);
  const autoClose = useAppSelector((state) => state.client.dialogAutoClose);
  const goBack = useAppSelector((state) => state.client.dialogGoBack);
  if (!showDialog) return null;
  return <DialogBox key={message} message={message} autoClose={autoClose} goBack={goBack} />;
}
