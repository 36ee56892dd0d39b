import { useTranslation } from 'react-i18next';
import type { TroubleReport } from '../../api/types/trouble';
import { SelectField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { validateRequired } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import { AttachedNumbers } from './AttachedNumbers';
import { contactErrors, FaultFields } from './ContactFields';
import {
  useFileTroubleMutation,
  useGetTroubleCategoriesQuery,
  useGetVisitSlotsQuery,
  type ForTroubleLine,
  type LineKind,
} from './supportApi';
import { periodLabel } from './visitSlots';

export interface ContactDefaults {
  name: string;
  phone: string;
}

/**
 * The report: category, what is wrong, the contact (trimmed, the second phone comma-joined by
 * the service layer) and, for a fixed line or broadband, a free visit slot.
 */
export function TroubleReportForm({
  line,
  kind,
  contact,
  onFiled,
}: {
  line: ForTroubleLine;
  kind: LineKind;
  contact: ContactDefaults;
  onFiled: (ticketId: string) => void;
}) {
  const { t } = useTranslation('support');
  const language = useLanguage();
  const message = useValidationMessage();
  const withVisit = kind !== 'mobile';
  const categories = useGetTroubleCategoriesQuery(line);
  const slots = useGetVisitSlotsQuery(line, { skip: !withVisit });
  const [fileTrouble] = useFileTroubleMutation();
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

  if (categories.isLoading || slots.isLoading) return <LoadingState />;
  if (categories.error ?? slots.error) {
    return (
      <ErrorState
        error={asApiError(categories.error ?? slots.error)}
        onRetry={() => {
          void categories.refetch();
          if (withVisit) void slots.refetch();
        }}
      />
    );
  }
  const { values } = form;
  const freeDays = (slots.data ?? []).filter((slot) => slot.periods.length > 0);
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
    const category = categories.data?.find((item) => item.code === values.code);
    const report: TroubleReport = {
      contact_name_tmp: values.name,
      contact_phone_tmp: values.phone,
      contact_phone2_tmp: values.phone2,
      choosedDay: withVisit ? values.day : '',
      period: withVisit ? values.period : '',
      showDescription_tmp: values.description.trim(),
      code: values.code,
      tcode: category?.tcode ?? '',
      userChooseCode: values.code,
    };
    const outcome = await fileTrouble({ ...line, kind, report });
    if ('error' in outcome) {
      form.fail(asApiError(outcome.error));
      if (withVisit && !slots.isUninitialized) void slots.refetch();
      return;
    }
    onFiled(outcome.data.id);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={form.busy ? t('report.sending') : t('report.submit')}
      title={t('report.title')}
      className="sp-section form"
      stack
    >
      <SelectField
        {...form.field('code')}
        label={t('report.category')}
        placeholder={t('report.choose')}
        options={(categories.data ?? []).map((category) => ({
          value: category.code,
          label: t(`categories.${category.code}`, { defaultValue: category.name }),
        }))}
      />
      <FaultFields form={form} hint={t('report.descriptionHint')} />
      <AttachedNumbers
        line={line}
        phone={values.phone}
        onChoose={(number) => form.setValue('phone', number)}
      />
      {withVisit && freeDays.length === 0 ? <p className="notice">{t('visit.none')}</p> : null}
      {withVisit && freeDays.length > 0 ? (
        <fieldset className="sp-fieldset">
          <legend>{t('visit.legend')}</legend>
          <div className="sp-grid">
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
