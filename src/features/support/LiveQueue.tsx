import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';
import { useGetCurrentWaitingQuery } from './supportApi';

/** The live queue is read again every 30 seconds while it is on screen. */
const QUEUE_POLL_MS = 30_000;

/** How many people are waiting at the store now. */
export function LiveQueue({ storeId }: { storeId: string }) {
  const { t, i18n } = useTranslation('support');
  const queue = useGetCurrentWaitingQuery({ storeId }, { pollingInterval: QUEUE_POLL_MS });
  const failure = useApiErrorMessage(asApiError(queue.error));
  if (queue.isLoading) return <p className="sp-queue">{t('store.queueLoading')}</p>;
  if (!queue.data) {
    return (
      <p className="sp-queue">
        {t('store.queueError', { message: failure })}{' '}
        <button type="button" className="button button--link" onClick={() => void queue.refetch()}>
          {t('store.retry')}
        </button>
      </p>
    );
  }
  return (
    <p className="sp-queue">
      <strong>{t('store.waiting', { count: queue.data.waitingCount })}</strong>
      {queue.data.updatedAt ? (
        <span className="sp-queue__time">
          {' '}
          {t('store.updatedAt', { time: formatTime(queue.data.updatedAt, i18n.language) })}
        </span>
      ) : null}
    </p>
  );
}
