import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProjectContract } from '../../api/device';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { LoadingState } from '../../components/page/StatusStates';
import { useRouteHandle } from '../../components/useRouteHandle';
import { useServerNow } from '../../components/useServerNow';
import { paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import type { Device } from '../../api/types/member';
import { useGetMobileDiscountsQuery, useGetProjectContractQuery } from './memberApi';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import './member.css';

const DAY_MS = 86_400_000;
const DAYS_PER_MONTH = 30.4375;

/** Whole months from today to the end of the contract (0 once it has ended). */
function monthsLeft(contract: ProjectContract, today: Date): number {
  const days = (Date.parse(contract.contractEnd) - today.getTime()) / DAY_MS;
  return Math.max(0, Math.ceil(days / DAYS_PER_MONTH));
}

function ContractFacts({ contract, today }: { contract: ProjectContract; today: Date }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const left = monthsLeft(contract, today);
  return (
    <>
      <Facts
        items={[
          [t('contract.project'), contract.projectName],
          [
            t('contract.period'),
            t('coupons.periodValue', {
              from: formatDate(contract.contractStart, language),
              to: formatDate(contract.contractEnd, language),
            }),
          ],
          [t('contract.monthsLeft'), t('contract.months', { count: left })],
          [t('contract.subsidy'), formatMoney(contract.subsidy)],
        ]}
      />
      <p className="notice">
        {left > 0
          ? t('contract.earlyTermination', { amount: formatMoney(contract.earlyTerminationFee) })
          : t('contract.ended')}
      </p>
    </>
  );
}

function NumberContract({ device }: { device: Device }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const contract = useGetProjectContractQuery(device.deviceNo);
  // Months left by the server's clock, as /MobileRateChange's contract lock is.
  const today = useServerNow();
  const discounts = useGetMobileDiscountsQuery(device.deviceNo);
  return (
    <div className="member-page">
      <Card title={t('contract.plan')}>
        <p className="member-list__title">{device.contractRate || device.AliasOfDefault}</p>
        <p>
          <Link to={paths.mobileRateChange}>{t('contract.changePlan')}</Link>
        </p>
      </Card>
      <Card title={t('contract.title')}>
        <QueryView
          query={contract}
          loading={t('contract.loading')}
          errorTitle={t('contract.error')}
        >
          {(data) => {
            if (!data) return <p>{t('contract.none')}</p>;
            if (!today) return <LoadingState label={t('contract.loading')} />;
            return <ContractFacts contract={data} today={today} />;
          }}
        </QueryView>
      </Card>
      <Card title={t('contract.discounts')}>
        <QueryView
          query={discounts}
          loading={t('contract.loading')}
          errorTitle={t('contract.discountsError')}
        >
          {(rows) => (
            <DataTable
              caption={t('contract.discounts')}
              rows={rows}
              rowKey={(row) => row.name}
              empty={t('contract.noDiscounts')}
              narrow="cards"
              columns={[
                {
                  key: 'name',
                  header: t('contract.discount'),
                  rowHeader: true,
                  cell: (row) => row.name,
                },
                {
                  key: 'amount',
                  header: t('contract.perMonth'),
                  numeric: true,
                  cell: (row) => formatMoney(row.monthlyAmount),
                },
                {
                  key: 'until',
                  header: t('contract.until'),
                  cell: (row) =>
                    row.until ? formatDate(row.until, language) : t('contract.whileContract'),
                },
              ]}
            />
          )}
        </QueryView>
      </Card>
    </div>
  );
}

/** /Contract: per number, the plan, the contract project with its months left, discounts. */
export default function ContractScreen() {
  const { t } = useTranslation('titles');
  const { routeKey } = useRouteHandle();
  return (
    <MemberPageFrame title={t(routeKey)}>
      {({ device }) => <NumberContract device={device} />}
    </MemberPageFrame>
  );
}
