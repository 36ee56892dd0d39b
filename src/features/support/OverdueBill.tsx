import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import { useGetLineInfoQuery, useLogPayFirstMutation, type ForTroubleLine } from './supportApi';

/**
 * An overdue bill can stop calls and data: before the report, the customer is offered to pay it
 * first (the choice is logged with clickPay). Nothing shows when the number owes nothing.
 */
export function OverdueBill({ line }: { line: ForTroubleLine }) {
  const { t } = useTranslation('support');
  const language = useLanguage();
  const info = useGetLineInfoQuery(line);
  const [logPayFirst] = useLogPayFirstMutation();
  if (info.isLoading) return <LoadingState lines={1} />;
  if (info.error) {
    return (
      <ErrorState
        title={t('checks.billError')}
        error={asApiError(info.error)}
        onRetry={() => void info.refetch()}
      />
    );
  }
  const bill = info.data?.overdueBill;
  if (!bill) return null;
  return (
    <div className="notice" role="note" aria-label={t('checks.overdueTitle')}>
      <p className="state__title">{t('checks.overdueTitle')}</p>
      <p>
        {t('checks.overdueBody', {
          amount: formatMoney(bill.amount),
          date: formatDate(bill.dueDate, language),
        })}
      </p>
      <p>
        <Link
          className="button button--primary"
          to={href(paths.bill)}
          onClick={() => void logPayFirst(line)}
        >
          {t('checks.payFirst')}
        </Link>
      </p>
    </div>
  );
}
