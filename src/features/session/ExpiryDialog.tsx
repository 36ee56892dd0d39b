import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';
import { useCountdown } from '../../components/useCountdown';
import { useModalDialog } from '../../components/useModalDialog';

interface ExpiryDialogProps {
  expire: number;
  busy: boolean;
  failure: ApiError | null;
  onExtend: () => void;
  onLogOut: () => void;
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The expiry warning: a modal alert dialog. Focus moves to "stay logged in" and stays inside;
 * Escape also stays logged in; on closing, focus returns to where it was.
 */
export function ExpiryDialog({ expire, busy, failure, onExtend, onLogOut }: ExpiryDialogProps) {
  const { t } = useTranslation('session');
  const failureMessage = useApiErrorMessage(failure ?? { message: '' });
  const dialog = useRef<HTMLDivElement>(null);
  const extendButton = useRef<HTMLButtonElement>(null);
  const secondsLeft = useCountdown(expire);

  // Escape stays logged in; Tab and Shift+Tab go round the dialog's buttons.
  useModalDialog(dialog, { onEscape: onExtend, initialFocus: extendButton });

  return (
    <div className="session-backdrop">
      <div
        ref={dialog}
        className="session-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="session-expiry-title"
        aria-describedby="session-expiry-body"
      >
        <h2 id="session-expiry-title" className="session-dialog__title">
          {t('expiry.title')}
        </h2>
        <p id="session-expiry-body">{t('expiry.body')}</p>
        <p className="session-dialog__clock">
          {t('expiry.remaining', { time: clock(secondsLeft) })}
        </p>
        {failure ? (
          <p className="session-dialog__error" role="alert">
            {t('expiry.failed', { message: failureMessage })}
          </p>
        ) : null}
        <div className="session-dialog__actions">
          <button
            ref={extendButton}
            type="button"
            className="button button--primary"
            aria-busy={busy || undefined}
            onClick={busy ? undefined : onExtend}
          >
            {busy ? t('expiry.extending') : t('expiry.extend')}
          </button>
          <Button variant="secondary" onClick={onLogOut}>
            {t('expiry.logout')}
          </Button>
        </div>
      </div>
    </div>
  );
}
