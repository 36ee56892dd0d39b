import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import type { RoamingOrder, RoamingOrderDetail } from '../../api/types/roaming';
import { Button } from '../../components/Button';
import { DeviceSwitcher } from '../../components/DeviceSwitcher';
import { SelectField } from '../../components/form/Field';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { formatDate, formatMoney, formatMonth } from '../../lib/format';
import { recentMonths, taipeiToday } from './roamingDates';
import {
  HISTORY_DETAIL_CACHE_SECONDS,
  useGetSubscriptionHistoryDetailQuery,
  useGetSubscriptionHistoryQuery,
} from './roamingApi';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import './roaming.css';

const MONTHS_OFFERED = 12;

const monthKey = (year: number, month: number) =>
  `${String(year)}${String(month).padStart(2, '0')}`;

function OrderDetail({ deviceNo, orderId }: { deviceNo: string; orderId: string }) {
  const { t } = useTranslation('roaming');
  const language = useLanguage();
  const query = useGetSubscriptionHistoryDetailQuery(
    { deviceNo },
    { refetchOnMountOrArgChange: HISTORY_DETAIL_CACHE_SECONDS },
  );
  return (
    <Card title={t('history.detailHeading', { orderId })} className="roaming-detail" plain stack>
      <QueryView
        query={query}
        loading={t('history.detailLoading')}
        errorTitle={t('history.detailError')}
      >
        {(details: RoamingOrderDetail[]) => {
          const detail = details.find((row) => row.orderId === orderId);
          if (!detail) return <p>{t('history.detailMissing')}</p>;
          const rows: [string, string][] = [
            [t('history.pass'), detail.packageName],
            [
              t('history.trip'),
              t('history.tripDates', {
                start: formatDate(detail.startDate, language),
                end: formatDate(detail.endDate, language),
              }),
            ],
            [t('history.orderDate'), formatDate(detail.orderDate, language)],
            [t('history.listPrice'), formatMoney(detail.listPrice)],
            [
              t('history.discount'),
              detail.discount > 0 ? formatMoney(-detail.discount) : t('history.none'),
            ],
            [t('history.coupon'), detail.couponSn ?? t('history.none')],
            [t('history.paid'), formatMoney(detail.price)],
            [t('history.insurance'), detail.travelInsurance ? t('history.yes') : t('history.no')],
            [t('history.status'), t(`status.${detail.status}`)],
            [t('history.number'), detail.deviceNo],
          ];
          return <Facts columns={2} items={rows} />;
        }}
      </QueryView>
    </Card>
  );
}

function MonthOrders({
  deviceNo,
  year,
  month,
  onOpen,
  openId,
}: {
  deviceNo: string;
  year: number;
  month: number;
  onOpen: (orderId: string) => void;
  openId: string | null;
}) {
  const { t } = useTranslation('roaming');
  const language = useLanguage();
  const query = useGetSubscriptionHistoryQuery({ deviceNo, year, month });
  const monthName = formatMonth(monthKey(year, month), language);
  return (
    <QueryView
      query={query}
      loading={t('history.loading')}
      errorTitle={t('history.error')}
      isEmpty={(orders) => orders.length === 0}
      emptyTitle={t('history.empty', { month: monthName })}
      emptyBody={t('history.emptyBody')}
    >
      {(orders: RoamingOrder[]) => (
        <DataTable
          caption={t('history.caption', { month: monthName })}
          captionVisible
          narrow="cards"
          columns={[
            {
              key: 'orderDate',
              header: t('history.orderDate'),
              cell: (order) => formatDate(order.orderDate, language),
              rowHeader: true,
            },
            { key: 'pass', header: t('history.pass'), cell: (order) => order.packageName },
            {
              key: 'trip',
              header: t('history.trip'),
              cell: (order) =>
                t('history.tripDates', {
                  start: formatDate(order.startDate, language),
                  end: formatDate(order.endDate, language),
                }),
            },
            {
              key: 'price',
              header: t('history.paid'),
              cell: (order) => formatMoney(order.price),
              numeric: true,
            },
            {
              key: 'status',
              header: t('history.status'),
              cell: (order) => t(`status.${order.status}`),
            },
          ]}
          rows={orders}
          rowKey={(order) => order.orderId}
          empty={t('history.emptyBody')}
          actionHeader={t('history.detailColumn')}
          rowAction={(order) => (
            <Button
              variant="secondary"
              aria-expanded={openId === order.orderId}
              aria-label={t('history.showDetail', {
                name: order.packageName,
                orderId: order.orderId,
              })}
              onClick={() => {
                onOpen(order.orderId);
              }}
            >
              {t('history.detailButton')}
            </Button>
          )}
        />
      )}
    </QueryView>
  );
}

function History({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('roaming');
  const language = useLanguage();
  const months = recentMonths(taipeiToday(), MONTHS_OFFERED);
  const [chosen, setChosen] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const selected = months[chosen] ?? months[0];
  if (!selected) return null;
  return (
    <div className="roaming-history">
      <SelectField
        label={t('history.month')}
        options={months.map((entry, index) => ({
          value: String(index),
          label: formatMonth(monthKey(entry.year, entry.month), language),
        }))}
        value={String(chosen)}
        onChange={(value) => {
          setChosen(Number(value));
          setOpenId(null);
        }}
      />
      <MonthOrders
        deviceNo={deviceNo}
        year={selected.year}
        month={selected.month}
        openId={openId}
        onOpen={setOpenId}
      />
      {openId ? <OrderDetail deviceNo={deviceNo} orderId={openId} /> : null}
    </div>
  );
}

/** Without a number the detail call refuses at once ("Device number is required"), sending nothing. */
function NoDevice() {
  const { t } = useTranslation('roaming');
  const query = useGetSubscriptionHistoryDetailQuery({ deviceNo: '' });
  return (
    <QueryView
      query={query}
      loading={t('history.detailLoading')}
      errorTitle={t('history.noDevice')}
    >
      {() => null}
    </QueryView>
  );
}

/**
 * /RoamingHistory: the roaming passes ordered in a month, and the detail of each. An account page
 * (shown without a number too), so that a missing number meets the detail call's own refusal.
 */
export default function RoamingHistoryScreen() {
  const { t } = useTranslation('titles');
  const { t: tCommon } = useTranslation();
  return (
    <MemberPageFrame title={t('roamingHistory')} needsDevice={false}>
      {({ device }) =>
        device ? (
          <>
            <div className="member-frame__toolbar">
              <DeviceSwitcher label={tCommon('gate.switchLabel')} />
            </div>
            <History key={device.deviceNo} deviceNo={device.deviceNo} />
          </>
        ) : (
          <NoDevice />
        )
      }
    </MemberPageFrame>
  );
}
