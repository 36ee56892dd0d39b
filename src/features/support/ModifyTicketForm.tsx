import { useTranslation } from 'react-i18next';
import type { TroubleTicket } from '../../api/types/trouble';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/form/Field';
import { TextAreaField } from '../../components/form/TextAreaField';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { validateRequired } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import { ContactFields, contactErrors } from '../../components/lineService/ContactFields';
import { useGetVisitSlotsQuery, useModifyTroubleMutation, type ForTroubleLine } from './supportApi';
import { periodLabel } from '../../lib/visitPeriod';

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
  const { t } = useTranslation('support');
  const language = useLanguage();
  const message = useValidationMessage();
  const withVisit = (ticket.day ?? '') !== '';
  const slots = useGetVisitSlotsQuery(line, { skip: !withVisit });
  const [modify] = useModifyTroubleMutation();
  const [phone = '', phone2 = ''] = (ticket.contactPhone ?? '').split(',');
  const form = useForm(
    {
      name: ticket.contactName ?? '',
      phone,
      phone2,
      day: ticket.day ?? '',
      period: ticket.period ?? '',
      note: ticket.note ?? '',
    },
    {
      labels: {
        name: t('lineService:contact.name'),
        phone: t('lineService:contact.phone'),
        phone2: t('lineService:contact.phone2'),
        day: t('lineService:visit.day'),
        period: t('lineService:visit.period'),
      },
    },
  );
  const { values } = form;
  // The ticket's own slot stays offered beside the free ones.
  const days = new Map((slots.data ?? []).map((slot) => [slot.day, [...slot.periods]]));
  if (withVisit) {
    const own = days.get(ticket.day ?? '') ?? [];
    if (!own.includes(ticket.period ?? '')) own.push(ticket.period ?? '');
    days.set(ticket.day ?? '', own.sort());
  }
  const dayList = [...days.entries()].filter(([, periods]) => periods.length > 0).sort();

  async function submit() {
    const valid = form.check({
      ...contactErrors(values, message),
      day: withVisit ? message(validateRequired(values.day)) : undefined,
      period: withVisit ? message(validateRequired(values.period)) : undefined,
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
      form.fail(asApiError(outcome.error));
      return;
    }
    onDone();
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={form.busy ? t('tickets.saving') : t('tickets.save')}
      actions={
        <Button variant="secondary" onClick={onCancel}>
          {t('tickets.keep')}
        </Button>
      }
      className="form sp-form--inline"
      aria-label={t('tickets.modifyTitle', { id: ticket.id })}
    >
      <ContactFields form={form} />
      {withVisit && !slots.isLoading ? (
        <div className="service-grid">
          <SelectField
            {...form.field('day')}
            label={t('lineService:visit.day')}
            onChange={(value) => {
              form.setValues({ day: value, period: '' });
            }}
            options={dayList.map(([day]) => ({ value: day, label: formatDate(day, language) }))}
          />
          <SelectField
            {...form.field('period')}
            label={t('lineService:visit.period')}
            placeholder={t('lineService:report.choose')}
            options={(days.get(values.day) ?? []).map((period) => ({
              value: period,
              label: periodLabel(period),
            }))}
          />
        </div>
      ) : null}
      <TextAreaField {...form.field('note')} label={t('tickets.note')} maxLength={100} />
    </Form>
  );
}
