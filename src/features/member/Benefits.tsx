import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberBenefit } from '../../api/memberArea';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatCount, formatDate } from '../../lib/format';
import { safeReturnPath } from '../../lib/returnPath';
import { asApiError } from '../../state/portalApi';
import {
  useGetBenefitsQuery,
  useGetPersonalContentQuery,
  useRedeemBenefitMutation,
} from './memberApi';
import { Card } from '../../components/Card';

/** Benefits to redeem with points (CHTMemberRedeemBenefit), each once. */
export function Benefits({ token }: { token: string }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const query = useGetBenefitsQuery(token);
  const [redeem, redeeming] = useRedeemBenefitMutation();
  const [done, setDone] = useState('');
  const onRedeem = async (benefit: MemberBenefit) => {
    setDone('');
    const result = await redeem({ code: benefit.code, seq: benefit.seq });
    if ('error' in result) return;
    const redeemed = t('my.redeemed', {
      title: benefit.title,
      points: formatCount(result.data.point, language),
    });
    setDone(result.data.coupon ? `${redeemed} ${t('my.redeemedCoupon')}` : redeemed);
  };
  return (
    <Card title={t('my.benefits')} className="member-section" plain>
      <QueryView query={query} loading={t('my.benefitsLoading')} errorTitle={t('my.benefitsError')}>
        {(benefits) => (
          <>
            <DataTable
              caption={t('my.benefits')}
              rows={benefits}
              rowKey={(row) => `${row.code}-${String(row.seq)}`}
              empty={t('my.benefitsEmpty')}
              narrow="cards"
              columns={[
                {
                  key: 'title',
                  header: t('my.benefit'),
                  cell: (row) => row.title,
                  rowHeader: true,
                },
                {
                  key: 'points',
                  header: t('my.cost'),
                  numeric: true,
                  cell: (row) =>
                    row.points === 0 ? t('my.free') : formatCount(row.points, language),
                },
                {
                  key: 'until',
                  header: t('my.validUntil'),
                  cell: (row) => formatDate(row.validUntil, language),
                },
              ]}
              actionHeader={t('my.redeem')}
              rowAction={(row) =>
                row.redeemed ? (
                  t('my.alreadyRedeemed')
                ) : (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={redeeming.isLoading}
                    onClick={() => void onRedeem(row)}
                  >
                    {t('my.redeemOne', { title: row.title })}
                  </button>
                )
              }
            />
            <FormAlert error={redeeming.error ? asApiError(redeeming.error) : null} />
            <FormSuccess>{done || undefined}</FormSuccess>
          </>
        )}
      </QueryView>
    </Card>
  );
}

/** Articles and offers picked for the member (PersonalContent, cached 3 s). */
export function PersonalContent({ token }: { token: string }) {
  const { t } = useTranslation('member');
  const query = useGetPersonalContentQuery(token);
  return (
    <Card title={t('my.content')} className="member-section" plain>
      <QueryView
        query={query}
        loading={t('my.contentLoading')}
        errorTitle={t('my.contentError')}
        isEmpty={(items) => items.length === 0}
        emptyTitle={t('my.contentEmpty')}
      >
        {(items) => (
          <ul className="member-list">
            {items.map((item) => (
              <li key={item.id} className="card">
                <p className="member-list__title">
                  {safeReturnPath(item.link) === item.link ? (
                    <Link to={item.link}>{item.title}</Link>
                  ) : (
                    item.title
                  )}
                </p>
                <p>{item.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}
