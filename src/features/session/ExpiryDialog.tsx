import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';
import { useCountdown } from '../../components/useCountdown';

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
  const bodyId = useId();
  const extendButton = useRef<HTMLButtonElement>(null);
  const secondsLeft = useCountdown(expire);

  // Escape stays logged in.
  return (
    <Dialog
      role="alertdialog"
      title={t('expiry.title')}
      describedBy={bodyId}
      initialFocus={extendButton}
      onEscape={onExtend}
    >
      <p id={bodyId}>{t('expiry.body')}</p>
      <p className="session-dialog__clock">{t('expiry.remaining', { time: clock(secondsLeft) })}</p>
      {failure ? (
        <p className="session-dialog__error" role="alert">
          {t('expiry.failed', { message: failureMessage })}
        </p>
      ) : null}
      <div className="dialog__actions">
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
    </Dialog>
  );
}
