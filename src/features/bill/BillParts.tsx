import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BillStatus } from '../../api/types/bill';
import { EmptyState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';

/** The language the Bill screens format money and dates in. */
export function useFormatLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

/** Unpaid, paid or overdue, in words and colour (the word carries the meaning, not the colour). */
export function BillStatusBadge({ status }: { status: BillStatus }) {
  const { t } = useTranslation('bill');
  return <span className={`bill-status bill-status--${status}`}>{t(`status.${status}`)}</span>;
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

/** A wide table that scrolls sideways on a narrow screen; focusable so keys can scroll it. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="bill-table-scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
