import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { usePrepaidErrorMessage } from './usePrepaidErrorMessage';

/** A failed prepaid call: its message in the holder's language and a retry. */
export function PrepaidErrorState({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = usePrepaidErrorMessage(error);
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{t('state.errorTitle')}</p>
      <p className="state__message">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('action.retry')}
      </Button>
    </div>
  );
}
