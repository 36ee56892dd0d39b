import { useTranslation } from 'react-i18next';
import type { EcsCompany, EcsEnquiryStatus } from '../../api/types/ecs';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { QueryView } from '../../components/page/QueryView';
import { StatusBadge } from '../../components/StatusBadge';
import { DataTable, type Column } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatCount, formatDate, formatMoney, formatMonth } from '../../lib/format';
import { maskPid } from '../../lib/mask';
import { EcsLinesTable } from './EcsLinesTable';
import { EcsPageFrame } from './EcsPageFrame';
import { EcsUsers } from './EcsUsers';
import { useGetEcsCompanyQuery, useGetEcsVipQuery } from './ecsApi';

const ENQUIRY_TONES: Record<EcsEnquiryStatus, 'info' | 'warn' | 'ok'> = {
  received: 'info',
  inProgress: 'warn',
  answered: 'ok',
};

/** CHTVIP_Enterprise: the company's card, never a consumer level or upgrade (spec 02 §2.2). */
function EnterpriseVip({ token }: { token: string }) {
  const { t } = useTranslation('enterprise');
  const vip = useGetEcsVipQuery(token);
  return (
    <Card title={t('my.vip')}>
      <QueryView query={vip} loading={t('my.vipLoading')} errorTitle={t('my.vipError')}>
        {(info) => (
          <Facts
            items={[
              [t('my.vipKind'), info.isCompanyTaxId ? t('my.vipCompany') : t('my.vipOther')],
              info.validUntil ? [t('my.vipValidUntil'), formatDate(info.validUntil)] : null,
            ]}
          />
        )}
      </QueryView>
    </Card>
  );
}

/** What enquiries and orders share: reference, product, quantity and date, then their own. */
interface ProductRecord {
  reference: string;
  productName: string;
  quantity: number;
  createdAt: string;
}

function ProductRecords<Row extends ProductRecord>({
  title,
  empty,
  rows,
  more,
}: {
  title: string;
  empty: string;
  rows: readonly Row[];
  more: Column<Row>[];
}) {
  const { t } = useTranslation('enterprise');
  const language = useLanguage();
  return (
    <Card title={title}>
      <DataTable
        caption={title}
        rows={rows}
        rowKey={(row) => row.reference}
        empty={empty}
        narrow="cards"
        columns={[
          { key: 'ref', header: t('my.reference'), cell: (row) => row.reference, rowHeader: true },
          { key: 'product', header: t('my.product'), cell: (row) => row.productName },
          {
            key: 'quantity',
            header: t('my.quantity'),
            cell: (row) => formatCount(row.quantity, language),
            numeric: true,
          },
          { key: 'date', header: t('my.date'), cell: (row) => formatDate(row.createdAt, language) },
          ...more,
        ]}
      />
    </Card>
  );
}

function Enquiries({ company }: { company: EcsCompany }) {
  const { t } = useTranslation('enterprise');
  return (
    <ProductRecords
      title={t('my.enquiries')}
      empty={t('my.noEnquiries')}
      rows={company.enquiries}
      more={[
        {
          key: 'status',
          header: t('my.status'),
          cell: (row) => (
            <StatusBadge tone={ENQUIRY_TONES[row.status]}>
              {t(`enquiryStatus.${row.status}`)}
            </StatusBadge>
          ),
        },
      ]}
    />
  );
}

/** The administrator's orders and what each adds to the company's monthly bill. */
function Orders({ company }: { company: EcsCompany }) {
  const { t } = useTranslation('enterprise');
  const language = useLanguage();
  return (
    <ProductRecords
      title={t('my.orders')}
      empty={t('my.noOrders')}
      rows={company.orders}
      more={[
        {
          key: 'charge',
          header: t('my.monthlyCharge'),
          cell: (row) => formatMoney(row.monthlyCharge),
          numeric: true,
        },
        {
          key: 'firstBill',
          header: t('my.firstBill'),
          cell: (row) => formatMonth(row.firstBillMonth, language),
        },
      ]}
    />
  );
}

function Account({ token }: { token: string }) {
  const { t } = useTranslation('enterprise');
  const company = useGetEcsCompanyQuery(token);
  return (
    <QueryView query={company} loading={t('my.loading')} errorTitle={t('my.error')}>
      {(data) => (
        <>
          <Card title={t('my.company')}>
            <Facts
              items={[
                [t('my.companyName'), data.companyName],
                [t('my.taxId'), maskPid(data.taxId)],
                [t('my.you'), `${data.user.name} (${t(`roles.${data.user.role}`)})`],
              ]}
            />
          </Card>
          <EnterpriseVip token={token} />
          <EcsUsers users={data.users} me={data.user} />
          <Card title={t('my.lines')}>
            <EcsLinesTable lines={data.lines} caption={t('my.lines')} />
          </Card>
          <Enquiries company={data} />
          {data.user.role === 'admin' ? <Orders company={data} /> : null}
        </>
      )}
    </QueryView>
  );
}

/** The company account: company, enterprise VIP, users, lines, enquiries and orders. */
export default function EcMyScreen() {
  const { t } = useTranslation(['enterprise', 'titles']);
  return (
    <EcsPageFrame title={t('titles:ecMy')}>
      {(session) => <Account token={session.token} />}
    </EcsPageFrame>
  );
}
