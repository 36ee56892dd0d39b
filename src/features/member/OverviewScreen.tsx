import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NumberSummary, PremiumService, RoamingSummary } from '../../api/dashboard';
import { DeviceLink } from '../../components/DeviceLink';
import { NumberUsage, numberUsageKind } from '../../components/NumberUsage';
import { AmountDue, NumberSubtitle } from '../../components/NumberSummaryText';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useNumberNames } from '../../components/useNumberNames';
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
import { PhoneLink } from '../../components/PhoneLink';

function usagePath(number: NumberSummary): string | null {
  if (number.deviceType === 'mobile') return paths.mobileUsage;
  if (number.deviceType === 'broadband') return paths.internetUsage;
  return null;
}

/** The pass in use and this month's roaming spend against the cap; '-' for a line without. */
function RoamingCell({ roaming }: { roaming: RoamingSummary | null }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  if (!roaming) return <>-</>;
  const spent = formatMoney(roaming.monthSpend, language);
  return (
    <>
      {roaming.pass
        ? t('overview.roamingPass', {
            pass: roaming.pass.name,
            date: formatDate(roaming.pass.until, language),
          })
        : t('overview.noPass')}
      <span className="member-muted member-block">
        {roaming.spendCap === null
          ? t('overview.roamingSpendNoCap', { spent })
          : t('overview.roamingSpend', { spent, cap: formatMoney(roaming.spendCap, language) })}
      </span>
    </>
  );
}

/** Links of one number's row; each opens its page on this number (DeviceLink). */
function RowLinks({ row }: { row: NumberSummary }) {
  const { t } = useTranslation('member');
  const usage = usagePath(row);
  const owes = row.amountDue > 0;
  return (
    <span className="member-actions">
      <DeviceLink
        deviceNo={row.deviceNo}
        to={href(paths.bill)}
        aria-label={t(owes ? 'overview.payFor' : 'overview.billFor', { number: row.deviceNo })}
      >
        {t(owes ? 'overview.pay' : 'overview.bill')}
      </DeviceLink>
      {usage ? (
        <DeviceLink
          deviceNo={row.deviceNo}
          to={usage}
          aria-label={t('overview.usageFor', { number: row.deviceNo })}
        >
          {t('overview.usageLink')}
        </DeviceLink>
      ) : null}
    </span>
  );
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
  const { nickname } = useNumberNames();
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
              {nickname(row)} {row.deviceNo}
              <span className="member-block">
                <NumberSubtitle
                  number={row}
                  more={
                    row.contractEnd
                      ? [
                          t('overview.contractUntil', {
                            date: formatDate(row.contractEnd, language),
                          }),
                        ]
                      : []
                  }
                />
              </span>
            </>
          ),
        },
        {
          key: 'due',
          header: t('overview.amountDue'),
          numeric: true,
          cell: (row) => <AmountDue number={row} />,
        },
        {
          key: 'usage',
          header: t('overview.usage'),
          cell: (row) =>
            numberUsageKind(row) === null ? '-' : <NumberUsage number={row} ns="member" />,
        },
        {
          key: 'roaming',
          header: t('overview.roaming'),
          secondary: true,
          cell: (row) => <RoamingCell roaming={row.roaming} />,
        },
        {
          key: 'premium',
          header: t('overview.premium'),
          secondary: true,
          cell: (row) => {
            const names = premium.filter((item) => item.deviceNo === row.deviceNo);
            return names.length === 0
              ? t('overview.noPremium')
              : names.map((item) => item.name).join(t('overview.separator'));
          },
        },
      ]}
      actionHeader={t('overview.pages')}
      rowAction={(row) => <RowLinks row={row} />}
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
                [t('overview.phone'), <PhoneLink number={keeper.phone} />],
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

/**
 * /Overview: every number of the household, its kind, plan and contract end on one line under
 * it, then amount due (overdue in red), use, roaming and premium services; "pay all" leads to the
 * multi-payment. The table's rows are the cards of a narrow screen, so nothing wraps them in
 * another card.
 */
export default function OverviewScreen() {
  const { t } = useTranslation(['member', 'titles']);
  const { routeKey } = useRouteHandle();
  const language = useLanguage();
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
              <div className="member-overview">
                <p className="member-list__title">
                  {data.totalDue > 0
                    ? t('overview.totalDue', { amount: formatMoney(data.totalDue, language) })
                    : t('overview.totalNothing')}
                </p>
                {data.totalDue > 0 ? (
                  <p>
                    <Link
                      className="button button--primary"
                      to={href(paths.bill, { tab: 'payments' })}
                    >
                      {t('overview.payAll')}
                    </Link>
                  </p>
                ) : null}
                <NumbersTable numbers={data.numbers} premium={premium.currentData ?? []} />
              </div>
            )}
          </QueryView>
          <Keeper token={token} />
        </div>
      )}
    </MemberPageFrame>
  );
}
