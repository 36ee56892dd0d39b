import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import type { FixDateTime, TroubleCategory, TroubleReport } from '../../api/types/trouble';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { validateRequired } from '../../lib/validators';
import { periodLabel } from '../../lib/visitPeriod';
import { SelectField } from '../form/Field';
import { Form } from '../form/Form';
import { useForm, useValidationMessage } from '../form/useForm';
import { contactErrors, FaultFields } from './ContactFields';
import './lineService.css';

export interface ContactDefaults {
  name: string;
  phone: string;
}

/** What sending a report came to: the ticket opened, or the refusal to show above the form. */
export type FaultReportOutcome = { id: string } | { error: ApiError };

export interface FaultReportFormProps {
  categories: readonly TroubleCategory[];
  /** The free visit days of a line a technician visits; without them no visit is asked. */
  visitSlots?: readonly FixDateTime[];
  contact: ContactDefaults;
  descriptionHint: string;
  send: (report: TroubleReport) => Promise<FaultReportOutcome>;
  onFiled: (ticketId: string) => void;
  /** More ways to fill the contact phone (the customer's other numbers), below the contact. */
  phoneChoices?: (phone: string, choose: (phone: string) => void) => ReactNode;
}

/**
 * A fault report: category, what is wrong, the contact (trimmed; the second phone is joined by
 * the service layer) and, where a technician visits, a free visit day and period. The screen
 * supplies the categories, the visit days and the call that files it.
 */
export function FaultReportForm({
  categories,
  visitSlots,
  contact,
  descriptionHint,
  send,
  onFiled,
  phoneChoices,
}: FaultReportFormProps) {
  const { t } = useTranslation('lineService');
  const language = useLanguage();
  const message = useValidationMessage();
  const withVisit = visitSlots !== undefined;
  const form = useForm(
    {
      code: '',
      description: '',
      name: contact.name,
      phone: contact.phone,
      phone2: '',
      day: '',
      period: '',
    },
    {
      labels: {
        code: t('report.category'),
        description: t('report.description'),
        name: t('contact.name'),
        phone: t('contact.phone'),
        phone2: t('contact.phone2'),
        day: t('visit.day'),
        period: t('visit.period'),
      },
    },
  );
  const { values } = form;
  const freeDays = (visitSlots ?? []).filter((slot) => slot.periods.length > 0);
  const periods = freeDays.find((slot) => slot.day === values.day)?.periods ?? [];

  async function submit() {
    const valid = form.check({
      code: message(validateRequired(values.code)),
      description: message(validateRequired(values.description)),
      ...contactErrors(values, message),
      day: withVisit ? message(validateRequired(values.day)) : undefined,
      period: withVisit ? message(validateRequired(values.period)) : undefined,
    });
    if (!valid) return;
    const category = categories.find((item) => item.code === values.code);
    const outcome = await send({
      contact_name_tmp: values.name,
      contact_phone_tmp: values.phone,
      contact_phone2_tmp: values.phone2,
      choosedDay: withVisit ? values.day : '',
      period: withVisit ? values.period : '',
      showDescription_tmp: values.description.trim(),
      code: values.code,
      tcode: category?.tcode ?? '',
      userChooseCode: values.code,
    });
    if ('error' in outcome) {
      form.fail(outcome.error);
      return;
    }
    onFiled(outcome.id);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={form.busy ? t('report.sending') : t('report.submit')}
      title={t('report.title')}
      className="service-section form"
      stack
    >
      <SelectField
        {...form.field('code')}
        label={t('report.category')}
        placeholder={t('report.choose')}
        options={categories.map((category) => ({
          value: category.code,
          label: t(`categories.${category.code}`, { defaultValue: category.name }),
        }))}
      />
      <FaultFields form={form} hint={descriptionHint} />
      {phoneChoices?.(values.phone, (phone) => {
        form.setValue('phone', phone);
      })}
      {withVisit && freeDays.length === 0 ? <p className="notice">{t('visit.none')}</p> : null}
      {withVisit && freeDays.length > 0 ? (
        <fieldset className="service-fieldset">
          <legend>{t('visit.legend')}</legend>
          <div className="service-grid">
            <SelectField
              {...form.field('day')}
              label={t('visit.day')}
              placeholder={t('report.choose')}
              onChange={(value) => {
                form.setValues({ day: value, period: '' });
              }}
              options={freeDays.map((slot) => ({
                value: slot.day,
                label: formatDate(slot.day, language),
              }))}
            />
            <SelectField
              {...form.field('period')}
              label={t('visit.period')}
              placeholder={values.day ? t('report.choose') : t('visit.dayFirst')}
              options={periods.map((period) => ({ value: period, label: periodLabel(period) }))}
            />
          </div>
        </fieldset>
      ) : null}
    </Form>
  );
}
