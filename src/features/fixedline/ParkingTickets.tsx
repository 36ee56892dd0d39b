import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParkingRecord, ParkingTicket } from '../../api/parking';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmStep } from '../../components/ConfirmStep';
import { FormSuccess } from '../../components/form/FormAlert';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useRefusal } from '../../components/useRefusal';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime, formatMoney } from '../../lib/format';
import {
  useGetParkingPayModeQuery,
  useGetParkingTicketsQuery,
  usePayParkingTicketMutation,
} from './fixedlineApi';
import { useCarText } from './parkingText';

/** The unpaid slips; paying one asks first, then charges it to the phone bill once. */
export function UnpaidTickets() {
  const { t } = useTranslation('fixedline');
  const language = useLanguage();
  const carText = useCarText();
  const refusal = useRefusal('fixedline');
  const mode = useGetParkingPayModeQuery(undefined);
  const [pay, paying] = usePayParkingTicketMutation();
  const [chosen, setChosen] = useState<ParkingTicket | null>(null);
  const [paid, setPaid] = useState<ParkingRecord | null>(null);
  const billedTo = mode.currentData?.billedTo ?? '';

  async function confirm() {
    // The confirm button is busy while the call runs, and a second press is ignored: one payment.
    if (!chosen || paying.isLoading) return;
    const result = await pay(chosen);
    if ('data' in result) {
      setPaid(result.data ?? null);
      setChosen(null);
    }
  }

  return (
    <Card title={t('parking.unpaidTitle')} stack>
      <FormSuccess>
        {paid
          ? t('parking.paid', {
              slip: paid.slipNo,
              amount: formatMoney(paid.amount),
              number: paid.billedTo,
            })
          : null}
      </FormSuccess>
      <QueryView
        query={useGetParkingTicketsQuery(undefined)}
        loading={t('parking.loadingTickets')}
        errorTitle={t('parking.ticketsError')}
        isEmpty={(tickets) => tickets.length === 0}
        emptyTitle={t('parking.noTickets')}
        emptyBody={<p>{t('parking.noTicketsBody')}</p>}
      >
        {(tickets) => (
          <DataTable
            caption={t('parking.unpaidCaption')}
            rows={tickets}
            rowKey={(ticket) => `${ticket.PMOId}-${ticket.slipNo}`}
            empty={t('parking.noTickets')}
            actionHeader={t('parking.action')}
            rowAction={(ticket) => (
              <Button
                variant="secondary"
                aria-label={t('parking.paySlip', { slip: ticket.slipNo })}
                onClick={() => {
                  paying.reset();
                  setPaid(null);
                  setChosen(ticket);
                }}
              >
                {t('parking.pay')}
              </Button>
            )}
            columns={[
              {
                key: 'slip',
                header: t('parking.slip'),
                rowHeader: true,
                cell: (ticket) => ticket.slipNo,
              },
              { key: 'car', header: t('parking.car'), cell: carText },
              { key: 'place', header: t('parking.place'), cell: (ticket) => ticket.place },
              {
                key: 'parkedAt',
                header: t('parking.parkedAt'),
                cell: (ticket) => formatDateTime(ticket.parkedAt, language),
              },
              {
                key: 'amount',
                header: t('parking.amount'),
                numeric: true,
                cell: (ticket) => formatMoney(ticket.amount),
              },
            ]}
          />
        )}
      </QueryView>
      {chosen ? (
        <ConfirmStep
          question={t('parking.payQuestion', {
            slip: chosen.slipNo,
            car: chosen.carId,
            amount: formatMoney(chosen.amount),
            number: billedTo,
          })}
          confirmLabel={t('parking.payConfirm')}
          keepLabel={t('parking.payKeep')}
          busy={paying.isLoading}
          error={refusal(paying.error)}
          onConfirm={() => void confirm()}
          onKeep={() => {
            setChosen(null);
          }}
        />
      ) : null}
    </Card>
  );
}
