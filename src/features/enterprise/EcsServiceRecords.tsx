import { useTranslation } from 'react-i18next';
import type { EcsLineService } from '../../api/types/ecs';
import { Card } from '../../components/Card';
import { StatusBadge } from '../../components/StatusBadge';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatDateTime } from '../../lib/format';

/** The fault reports and the visits of the lines the user may see. */
export function EcsServiceRecords({ service }: { service: EcsLineService }) {
  const { t } = useTranslation(['enterprise', 'lineService']);
  const language = useLanguage();
  return (
    <>
      <Card title={t('service.tickets')}>
        <DataTable
          caption={t('service.tickets')}
          rows={service.tickets}
          rowKey={(ticket) => ticket.id}
          empty={t('service.noTickets')}
          narrow="cards"
          columns={[
            { key: 'id', header: t('service.ticketId'), cell: (row) => row.id, rowHeader: true },
            { key: 'line', header: t('lines.lineNo'), cell: (row) => row.lineNo },
            {
              key: 'code',
              header: t('lineService:report.category'),
              cell: (row) => t(`lineService:categories.${row.code}`, { defaultValue: row.code }),
            },
            {
              key: 'date',
              header: t('my.date'),
              cell: (row) => formatDate(row.createdAt, language),
            },
            {
              key: 'status',
              header: t('my.status'),
              cell: (row) => (
                <StatusBadge tone={row.status === 'received' ? 'warn' : 'ok'}>
                  {t(`service.ticketStatus.${row.status}`)}
                </StatusBadge>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('service.bookings')}>
        <DataTable
          caption={t('service.bookings')}
          rows={service.bookings}
          rowKey={(booking) => booking.receiveNo}
          empty={t('service.noBookings')}
          narrow="cards"
          columns={[
            {
              key: 'number',
              header: t('service.receiveNo'),
              cell: (row) => row.receiveNo,
              rowHeader: true,
            },
            { key: 'line', header: t('lines.lineNo'), cell: (row) => row.lineNo },
            {
              key: 'time',
              header: t('service.time'),
              cell: (row) => formatDateTime(`${row.date} ${row.time}`, language),
            },
            {
              key: 'service',
              header: t('lineService:booking.service'),
              cell: (row) =>
                t(`lineService:services.${row.service}`, { defaultValue: row.service }),
            },
          ]}
        />
      </Card>
    </>
  );
}
