import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NumberSummary, PremiumService } from '../../api/dashboard';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { UsageBar } from '../../components/UsageBar';
import { useRouteHandle } from '../../components/useRouteHandle';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import { useGetHouseholdQuery } from '../../state/householdApi';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import { useGetKeeperInfoQuery, useGetPremiumServicesQuery } from './memberApi';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import './member.css';

function usagePath(number: NumberSummary): string | null {
  if (number.deviceType === 'mobile') return paths.mobileUsage;
  if (number.deviceType === 'broadband') return paths.internetUsage;
  return null;
}

function NumbersTable({
  numbers,
  premium,
}: {
  numbers: NumberSummary[];
  premium: PremiumService[];
}) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  return (
    <DataTable
      caption={t('overview.numbers')}
      captionVisible
      rows={numbers}
      rowKey={(row) => row.deviceNo}
      empty={t('overview.empty')}
      narrow="cards"
      columns={[
        {
          key: 'number',
          header: t('account.number'),
          rowHeader: true,
          cell: (row) => (
            <>
              {row.deviceNo}
              <span className="member-muted"> {row.alias}</span>
            </>
          ),
        },
        {
          key: 'kind',
          header: t('overview.kind'),
          cell: (row) => t(`overview.kinds.${row.deviceType}`, { defaultValue: row.deviceType }),
        },
        { key: 'plan', header: t('overview.plan'), cell: (row) => row.ratePlan },
        {
          key: 'due',
          header: t('overview.amountDue'),
          numeric: true,
          cell: (row) =>
            row.amountDue > 0
              ? `${formatMoney(row.amountDue)}${row.dueDate ? ` (${formatDate(row.dueDate, language)})` : ''}`
              : t('overview.nothingDue'),
        },
        {
          key: 'usage',
          header: t('overview.usage'),
          cell: (row) =>
            row.dataUsedMB === null ? (
              '-'
            ) : (
              <UsageBar usedMB={row.dataUsedMB} allowanceMB={row.dataAllowanceMB} ns="member" />
            ),
        },
        {
          key: 'premium',
          header: t('overview.premium'),
          cell: (row) => {
            const names = premium.filter((item) => item.deviceNo === row.deviceNo);
            return names.length === 0
              ? t('overview.noPremium')
              : names.map((item) => item.name).join(t('overview.separator'));
          },
        },
      ]}
      actionHeader={t('overview.pages')}
      rowAction={(row) => {
        const usage = usagePath(row);
        return (
          <span className="member-actions">
            <Link
              to={href(paths.bill)}
              aria-label={t('overview.billFor', { number: row.deviceNo })}
            >
              {t('overview.bill')}
            </Link>
            {usage ? (
              <Link to={usage} aria-label={t('overview.usageFor', { number: row.deviceNo })}>
                {t('overview.usageLink')}
              </Link>
            ) : null}
          </span>
        );
      }}
    />
  );
}

function Keeper({ token }: { token: string }) {
  const { t } = useTranslation('member');
  const query = useGetKeeperInfoQuery(token);
  return (
    <Card title={t('overview.keeper')}>
      <QueryView
        query={query}
        loading={t('overview.loading')}
        errorTitle={t('overview.keeperError')}
      >
        {(keeper) =>
          keeper ? (
            <Facts
              items={[
                [t('profile.name'), keeper.name],
                [
                  t('overview.phone'),
                  <a href={`tel:${keeper.phone.replace(/[^\d+]/g, '')}`}>{keeper.phone}</a>,
                ],
                [t('profile.mail'), <a href={`mailto:${keeper.mail}`}>{keeper.mail}</a>],
              ]}
            />
          ) : (
            <p>{t('overview.noKeeper')}</p>
          )
        }
      </QueryView>
    </Card>
  );
}

/** /Overview: every number of the household with plan, amount due, use and premium services. */
export default function OverviewScreen() {
  const { t } = useTranslation(['member', 'titles']);
  const { routeKey } = useRouteHandle();
  const token = useAppSelector(selectMemberToken);
  const household = useGetHouseholdQuery(token);
  const premium = useGetPremiumServicesQuery(token);
  return (
    <MemberPageFrame title={t(`titles:${routeKey}`)} needsDevice={false}>
      {() => (
        <div className="member-page">
          <QueryView
            query={household}
            loading={t('overview.loading')}
            errorTitle={t('overview.error')}
          >
            {(data) => (
              <section className="card">
                <p className="member-list__title">
                  {data.totalDue > 0
                    ? t('overview.totalDue', { amount: formatMoney(data.totalDue) })
                    : t('overview.totalNothing')}
                </p>
                <NumbersTable numbers={data.numbers} premium={premium.currentData ?? []} />
              </section>
            )}
          </QueryView>
          <Keeper token={token} />
        </div>
      )}
    </MemberPageFrame>
  );
}
