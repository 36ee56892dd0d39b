import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BillStatus } from '../../api/types/bill';
import { EmptyState } from '../../components/page/StatusStates';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { href, paths } from '../../config/paths';

const STATUS_TONE: Record<BillStatus, StatusTone> = { paid: 'ok', unpaid: 'warn', overdue: 'bad' };

/** Unpaid, paid or overdue, in words and colour (the word carries the meaning, not the colour). */
export function BillStatusBadge({ status }: { status: BillStatus }) {
  const { t } = useTranslation('bill');
  return <StatusBadge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</StatusBadge>;
}

/** A number without bills: why, and what to do next. */
export function NoBillsYet({ canSwitch }: { canSwitch: boolean }) {
  const { t } = useTranslation('bill');
  return (
    <EmptyState title={t('empty.title')}>
      <p className="state__message">{t('empty.body')}</p>
      {canSwitch ? (
        <p className="state__message">{t('empty.switchHint')}</p>
      ) : (
        <Link className="button button--secondary" to={href(paths.home)}>
          {t('empty.action')}
        </Link>
      )}
    </EmptyState>
  );
}
