import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiError } from '../../state/portalApi';
import type { TroubleTicket } from '../../api/types/trouble';
import { EmptyState, ErrorState, LoadingState } from '../../components/page/StatusStates';
import { formatDate, formatDateTime } from '../../lib/format';
import { ModifyTicketForm } from './ModifyTicketForm';
import {
  useCancelTroubleMutation,
  useGetTroubleTicketsQuery,
  type ForTroubleLine,
} from './supportApi';
import { Button } from '../../components/Button';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { useForm } from '../../components/form/useForm';
import { periodLabel } from '../../lib/visitPeriod';
import { ConfirmStep } from '../../components/ConfirmStep';
import { Card } from '../../components/Card';
import { StatusBadge } from '../../components/StatusBadge';
import { Facts } from '../../components/Facts';

const OPEN_STATUSES: readonly string[] = ['received', 'dispatched'];

function TicketCard({ line, ticket }: { line: ForTroubleLine; ticket: TroubleTicket }) {
  const { t, i18n } = useTranslation('support');
  const [mode, setMode] = useState<'view' | 'modify' | 'confirmCancel'>('view');
  const [saved, setSaved] = useState(false);
  const [cancelTrouble] = useCancelTroubleMutation();
  const action = useForm({});
  const open = OPEN_STATUSES.includes(ticket.status);

  function cancel() {
    void action.run(async () => {
      const outcome = await cancelTrouble({ ...line, id: ticket.id });
      if ('error' in outcome) {
        action.fail(asApiError(outcome.error));
        return;
      }
      setMode('view');
    });
  }

  return (
    <li className="card sp-ticket" aria-labelledby={`ticket-${ticket.id}`}>
      <h3 className="sp-ticket__title">
        <span id={`ticket-${ticket.id}`}>{t('tickets.number', { id: ticket.id })}</span>
        <StatusBadge tone={open ? 'info' : 'neutral'}>{t(`status.${ticket.status}`)}</StatusBadge>
      </h3>
      <Facts
        items={[
          [t('tickets.device'), ticket.deviceNo],
          [t('tickets.reportedAt'), formatDateTime(ticket.reportedAt, i18n.language)],
          [
            t('lineService:report.category'),
            t(`lineService:categories.${ticket.code}`, { defaultValue: ticket.code }),
          ],
          [t('lineService:report.description'), ticket.description],
          ticket.day
            ? [
                t('lineService:visit.legend'),
                `${formatDate(ticket.day, i18n.language)} ${periodLabel(ticket.period ?? '')}`,
              ]
            : null,
          [
            t('contact.title'),
            `${ticket.contactName} ${ticket.contactPhone?.split(',').join(', ') ?? ''}`,
          ],
          ticket.note ? [t('tickets.note'), ticket.note] : null,
        ]}
      />
      <FormSuccess>{saved ? t('tickets.saved') : null}</FormSuccess>
      <FormAlert error={action.failure} />
      {open && mode === 'modify' ? (
        <ModifyTicketForm
          line={line}
          ticket={ticket}
          onDone={() => {
            setSaved(true);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      ) : null}
      {open && mode === 'confirmCancel' ? (
        <ConfirmStep
          question={t('tickets.cancelConfirm')}
          confirmLabel={t('tickets.cancelYes')}
          keepLabel={t('tickets.keep')}
          busy={action.busy}
          onConfirm={cancel}
          onKeep={() => setMode('view')}
        />
      ) : null}
      {open && mode === 'view' ? (
        <div className="form__actions">
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setMode('modify');
            }}
          >
            {t('tickets.modify')}
          </Button>
          <Button variant="secondary" onClick={() => setMode('confirmCancel')}>
            {t('tickets.cancel')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** My reports, newest first, with change and cancel while they are open. */
export function TroubleTickets({ line }: { line: ForTroubleLine }) {
  const { t } = useTranslation('support');
  const tickets = useGetTroubleTicketsQuery(line);
  return (
    <Card title={t('tickets.title')} className="service-section" plain stack>
      {tickets.isLoading ? <LoadingState /> : null}
      {tickets.error && !tickets.isFetching ? (
        <ErrorState error={asApiError(tickets.error)} onRetry={() => void tickets.refetch()} />
      ) : null}
      {tickets.data?.length === 0 ? (
        <EmptyState title={t('tickets.empty')}>
          <p>{t('tickets.emptyNext')}</p>
        </EmptyState>
      ) : null}
      {tickets.data && tickets.data.length > 0 ? (
        <ul className="sp-list">
          {tickets.data.map((ticket) => (
            <TicketCard key={ticket.id} line={line} ticket={ticket} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
