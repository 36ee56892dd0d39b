import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { asApiError } from '../../state/portalApi';
import type { TroubleTicket } from '../../api/types/trouble';
import { formatDate } from '../../lib/format';
import { validateRequired } from '../../lib/validators';
import { useSubmitOnce, useSupportErrors, validateContactPhone } from './formState';
import { useGetVisitSlotsQuery, useModifyTroubleMutation, type ForTroubleLine } from './supportApi';
import { FormAlert, SelectField, TextField } from './SupportFields';
import { periodLabel } from './visitSlots';

type Field = 'name' | 'phone' | 'phone2' | 'day' | 'period' | 'note';

/** Change a report's contact, visit slot or note; the crew is told (ModifyAnnonce). */
export function ModifyTicketForm({
  line,
  ticket,
  onDone,
  onCancel,
}: {
  line: ForTroubleLine;
  ticket: TroubleTicket;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('support');
  const withVisit = (ticket.day ?? '') !== '';
  const slots = useGetVisitSlotsQuery(line, { skip: !withVisit });
  const [modify] = useModifyTroubleMutation();
  const { pending, run } = useSubmitOnce();
  const { errors, check } = useSupportErrors<Field>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [phone = '', phone2 = ''] = (ticket.contactPhone ?? '').split(',');
  const [values, setValues] = useState({
    name: ticket.contactName ?? '',
    phone,
    phone2,
    day: ticket.day ?? '',
    period: ticket.period ?? '',
    note: ticket.note ?? '',
  });
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  // The ticket's own slot stays offered beside the free ones.
  const days = new Map((slots.data ?? []).map((slot) => [slot.day, [...slot.periods]]));
  if (withVisit) {
    const own = days.get(ticket.day ?? '') ?? [];
    if (!own.includes(ticket.period ?? '')) own.push(ticket.period ?? '');
    days.set(ticket.day ?? '', own.sort());
  }
  const dayList = [...days.entries()].filter(([, periods]) => periods.length > 0).sort();

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const valid = check({
        name: validateRequired(values.name),
        phone: validateContactPhone(values.phone),
        phone2: validateContactPhone(values.phone2, true),
        ...(withVisit
          ? { day: validateRequired(values.day), period: validateRequired(values.period) }
          : {}),
      });
      if (!valid) return;
      const outcome = await modify({
        ...line,
        change: {
          id: ticket.id,
          contactName: values.name,
          contactPhone: values.phone,
          contactPhone2: values.phone2,
          day: values.day,
          period: values.period,
          note: values.note.trim(),
        },
      });
      if ('error' in outcome) {
        setFailure(asApiError(outcome.error));
        return;
      }
      onDone();
    });
  }

  return (
    <form
      className="sp-form sp-form--inline"
      onSubmit={submit}
      noValidate
      aria-label={t('tickets.modifyTitle', { id: ticket.id })}
    >
      <div className="sp-grid">
        <TextField
          label={t('contact.name')}
          error={errors.name}
          data-field="name"
          maxLength={40}
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <TextField
          label={t('contact.phone')}
          error={errors.phone}
          data-field="phone"
          type="tel"
          maxLength={20}
          value={values.phone}
          onChange={(event) => set('phone')(event.target.value)}
        />
        <TextField
          label={t('contact.phone2')}
          hint={t('contact.phone2Hint')}
          error={errors.phone2}
          data-field="phone2"
          type="tel"
          maxLength={20}
          value={values.phone2}
          onChange={(event) => set('phone2')(event.target.value)}
        />
      </div>
      {withVisit && !slots.isLoading ? (
        <div className="sp-grid">
          <SelectField
            label={t('visit.day')}
            error={errors.day}
            data-field="day"
            value={values.day}
            onChange={(event) => {
              set('day')(event.target.value);
              set('period')('');
            }}
          >
            {dayList.map(([day]) => (
              <option key={day} value={day}>
                {formatDate(day, i18n.language)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('visit.period')}
            error={errors.period}
            data-field="period"
            value={values.period}
            onChange={(event) => set('period')(event.target.value)}
          >
            <option value="">{t('report.choose')}</option>
            {(days.get(values.day) ?? []).map((period) => (
              <option key={period} value={period}>
                {periodLabel(period)}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <TextField
        label={t('tickets.note')}
        data-field="note"
        maxLength={100}
        value={values.note}
        onChange={(event) => set('note')(event.target.value)}
      />
      {failure ? <FormAlert error={failure} /> : null}
      <div className="sp-actions">
        <button type="submit" className="button button--primary" aria-disabled={pending}>
          {pending ? t('tickets.saving') : t('tickets.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('tickets.keep')}
        </button>
      </div>
    </form>
  );
}
