import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { clientActions } from '../../state/client';
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
  const messageId = useId();

  const close = useCallback(() => {
    dispatch(clientActions.dialogHidden());
    if (goBack) void navigate(-1);
  }, [dispatch, goBack, navigate]);

  useEffect(() => {
    if (!autoClose) return;
    const timer = window.setTimeout(close, DIALOG_AUTO_CLOSE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [autoClose, close]);

  return (
    <Dialog
      title={t('overlay.dialogTitle')}
      describedBy={messageId}
      initialFocus={okRef}
      onEscape={close}
    >
      <p id={messageId} className="shell-dialog__message">
        {message}
      </p>
      {autoClose ? <p className="shell-dialog__note">{t('overlay.dialogAutoClose')}</p> : null}
      <div className="dialog__actions">
        <Button ref={okRef} onClick={close}>
          {t('overlay.dialogOk')}
        </Button>
      </div>
    </Dialog>
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
