import './campaigns.css';
import { Link } from 'react-router-dom';
import type { CampaignStanding } from '../../api/campaign';
import { PageFrame } from '../../components/page/PageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useRouteHandle } from '../../components/useRouteHandle';
import { paths } from '../../config/paths';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useGetCampaignPurchasesQuery, type StandingArgs } from './campaignApi';
import { campaignPagesOf, type CampaignPages } from './campaignPages';
import { useCampaignStanding, useCampaignTexts } from './useCampaignTexts';

/** Every campaign's record page: what the customer did and won, or the purchases that count. */
export default function CampaignRecordScreen() {
  const { routeKey: key } = useRouteHandle();
  const { t } = useCampaignTexts();
  const pages = campaignPagesOf(key);
  return (
    <PageFrame title={t(`titles:${key}`)}>{pages ? <Record pages={pages} /> : null}</PageFrame>
  );
}

function Record({ pages }: { pages: CampaignPages }) {
  const { t } = useCampaignTexts();
  const { args, query } = useCampaignStanding(pages);
  return (
    <div className="campaign">
      <QueryView query={query} loading={t('loading')} errorTitle={t('loadError')}>
        {(standing) =>
          standing.reason === 'signIn' ? (
            <p>{t('record.signIn')}</p>
          ) : standing.campaign.kind === 'purchase' ? (
            <PurchaseTable args={args} />
          ) : (
            <EntryTable standing={standing} />
          )
        }
      </QueryView>
      <p>
        <Link to={paths[pages.page]}>{t('campaignLink')}</Link>
      </p>
    </div>
  );
}

function EntryTable({ standing }: { standing: CampaignStanding }) {
  const { t, language, prize } = useCampaignTexts();
  return (
    <DataTable
      caption={t('record.caption')}
      captionVisible
      narrow="cards"
      rows={standing.entries}
      rowKey={(entry) => entry.id}
      empty={t('record.empty')}
      columns={[
        {
          key: 'at',
          header: t('record.when'),
          rowHeader: true,
          cell: (entry) => formatDateTime(entry.at, language),
        },
        { key: 'what', header: t('record.what'), cell: (entry) => t(`record.kind.${entry.kind}`) },
        {
          key: 'prize',
          header: t('record.prize'),
          cell: (entry) =>
            entry.prizeId === null ? t('record.noPrize') : prize(standing.campaign, entry.prizeId),
        },
      ]}
    />
  );
}

function PurchaseTable({ args }: { args: StandingArgs }) {
  const { t, language } = useCampaignTexts();
  return (
    <QueryView
      query={useGetCampaignPurchasesQuery(args)}
      loading={t('purchases.loading')}
      errorTitle={t('purchases.loadError')}
    >
      {(purchases) => (
        <DataTable
          caption={t('record.purchases')}
          captionVisible
          narrow="cards"
          rows={purchases}
          rowKey={(row) => row.orderNo}
          empty={t('record.noPurchases')}
          columns={[
            {
              key: 'date',
              header: t('record.when'),
              rowHeader: true,
              cell: (row) => formatDateTime(row.purchasedAt, language),
            },
            { key: 'order', header: t('record.orderNo'), cell: (row) => row.orderNo },
            { key: 'item', header: t('record.item'), cell: (row) => row.item },
            {
              key: 'amount',
              header: t('record.amount'),
              numeric: true,
              cell: (row) => formatMoney(row.amount),
            },
            {
              key: 'entries',
              header: t('record.entries'),
              numeric: true,
              cell: (row) => String(row.entries),
            },
          ]}
        />
      )}
    </QueryView>
  );
}
