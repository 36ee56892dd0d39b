import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DaBalance, PrepaidSubscriber } from '../../api/types/prepaid';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';

/**
 * The order the carrier spends the money accounts in (spec 02 §4.5): in-network gift credit,
 * the free credit of expired plans, the main account, then other free credit (bonuses).
 */
export const DEDUCTION_ORDER = ['gift', 'freeCredit', 'main', 'bonus'] as const;
type MoneyAccount = (typeof DEDUCTION_ORDER)[number];

/** The accounts in money (unit NTD) of GetSubscriberDABalances. */
export function isMoneyAccount(balance: DaBalance): boolean {
  return balance.unit === 'NTD';
}

interface AccountRow {
  key: string;
  order: number;
  account: MoneyAccount;
  balance: number;
  validUntil: string | undefined;
}

function rowsOf(subscriber: PrepaidSubscriber, balances: DaBalance[]): AccountRow[] {
  return DEDUCTION_ORDER.flatMap((account, index): AccountRow[] => {
    const order = index + 1;
    if (account === 'main') {
      const validUntil = subscriber.validUntil;
      return [{ key: 'main', order, account, balance: subscriber.mainBalance, validUntil }];
    }
    const held = balances.filter((row) => isMoneyAccount(row) && row.account === account);
    if (held.length === 0) {
      return [{ key: account, order, account, balance: 0, validUntil: undefined }];
    }
    return held.map((row, position) => ({
      key: `${account}-${String(position)}`,
      order,
      account,
      balance: row.balance,
      validUntil: row.validUntil,
    }));
  });
}

/** Every money account with its own validity, in the order they are spent. */
export function MoneyAccounts({
  subscriber,
  balances,
}: {
  subscriber: PrepaidSubscriber;
  balances: DaBalance[];
}) {
  const { t } = useTranslation('prepaid');
  const language = useLanguage();
  const headingId = useId();
  return (
    <section className="prepaid-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('accounts.heading')}</h2>
      <p>{t('accounts.order')}</p>
      <DataTable
        caption={t('accounts.heading')}
        rows={rowsOf(subscriber, balances)}
        rowKey={(row) => row.key}
        empty={t('subscriber.noBalances')}
        narrow="cards"
        columns={[
          { key: 'order', header: t('accounts.orderColumn'), cell: (row) => row.order },
          {
            key: 'account',
            header: t('subscriber.account'),
            rowHeader: true,
            cell: (row) => (
              <>
                <strong>{t(`accounts.names.${row.account}`)}</strong>
                <br />
                <span className="field__hint">{t(`accounts.uses.${row.account}`)}</span>
              </>
            ),
          },
          {
            key: 'balance',
            header: t('subscriber.balance'),
            numeric: true,
            cell: (row) => formatMoney(row.balance),
          },
          {
            key: 'validUntil',
            header: t('subscriber.validUntil'),
            cell: (row) =>
              row.validUntil ? formatDate(row.validUntil, language) : t('accounts.none'),
          },
        ]}
      />
      <p>{t('accounts.plansFromMain')}</p>
    </section>
  );
}
