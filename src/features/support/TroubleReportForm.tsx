import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { asApiError } from '../../state/portalApi';
import type { TroubleReport } from '../../api/types/trouble';
import { ErrorState, LoadingState } from '../../components/StatusStates';
import { formatDate } from '../../lib/format';
import { validateRequired } from '../../lib/validators';
import { useSubmitOnce, useSupportErrors, validateContactPhone } from './formState';
import {
  useFileTroubleMutation,
  useGetTroubleCategoriesQuery,
  useGetVisitSlotsQuery,
  type ForTroubleLine,
  type LineKind,
} from './supportApi';
import { FormAlert, SelectField, TextAreaField, TextField } from './SupportFields';
import { periodLabel } from './visitSlots';

type Field = 'code' | 'description' | 'name' | 'phone' | 'phone2' | 'day' | 'period';

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
  const { t, i18n } = useTranslation('support');
  const withVisit = kind !== 'mobile';
  const categories = useGetTroubleCategoriesQuery(line);
  const slots = useGetVisitSlotsQuery(line, { skip: !withVisit });
  const [fileTrouble] = useFileTroubleMutation();
  const { pending, run } = useSubmitOnce();
  const { errors, check } = useSupportErrors<Field>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [values, setValues] = useState({
    code: '',
    description: '',
    name: contact.name,
    phone: contact.phone,
    phone2: '',
    day: '',
    period: '',
  });
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'day' ? { period: '' } : {}),
    }));
  };

  if (categories.isLoading || slots.isLoading) return <LoadingState />;
  if (categories.error ?? slots.error) {
    return (
      <ErrorState
        error={asApiError(categories.error ?? slots.error)}
        onRetry={() => {
          void categories.refetch();
          if (withVisit && !slots.isUninitialized) void slots.refetch();
        }}
      />
    );
  }
  const freeDays = (slots.data ?? []).filter((slot) => slot.periods.length > 0);
  const periods = freeDays.find((slot) => slot.day === values.day)?.periods ?? [];

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const valid = check({
        code: validateRequired(values.code),
        description: validateRequired(values.description),
        name: validateRequired(values.name),
        phone: validateContactPhone(values.phone),
        phone2: validateContactPhone(values.phone2, true),
        ...(withVisit
          ? { day: validateRequired(values.day), period: validateRequired(values.period) }
          : {}),
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
        setFailure(asApiError(outcome.error));
        if (withVisit && !slots.isUninitialized) void slots.refetch();
        return;
      }
      setFailure(null);
      onFiled(outcome.data.id);
    });
  }

  return (
    <form
      className="card sp-section sp-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="trouble-form"
    >
      <h2 id="trouble-form" className="sp-section__title">
        {t('report.title')}
      </h2>
      <SelectField
        label={t('report.category')}
        error={errors.code}
        data-field="code"
        value={values.code}
        onChange={(event) => set('code')(event.target.value)}
      >
        <option value="">{t('report.choose')}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.code} value={category.code}>
            {t(`categories.${category.code}`, { defaultValue: category.name })}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('report.description')}
        hint={t('report.descriptionHint')}
        error={errors.description}
        data-field="description"
        maxLength={200}
        value={values.description}
        onChange={(event) => set('description')(event.target.value)}
      />
      <div className="sp-grid">
        <TextField
          label={t('contact.name')}
          error={errors.name}
          data-field="name"
          autoComplete="name"
          maxLength={40}
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <TextField
          label={t('contact.phone')}
          hint={t('contact.phoneHint')}
          error={errors.phone}
          data-field="phone"
          type="tel"
          autoComplete="tel"
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
      {withVisit ? (
        freeDays.length === 0 ? (
          <p className="notice">{t('visit.none')}</p>
        ) : (
          <fieldset className="sp-fieldset">
            <legend>{t('visit.legend')}</legend>
            <div className="sp-grid">
              <SelectField
                label={t('visit.day')}
                error={errors.day}
                data-field="day"
                value={values.day}
                onChange={(event) => set('day')(event.target.value)}
              >
                <option value="">{t('report.choose')}</option>
                {freeDays.map((slot) => (
                  <option key={slot.day} value={slot.day}>
                    {formatDate(slot.day, i18n.language)}
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
                <option value="">{values.day ? t('report.choose') : t('visit.dayFirst')}</option>
                {periods.map((period) => (
                  <option key={period} value={period}>
                    {periodLabel(period)}
                  </option>
                ))}
              </SelectField>
            </div>
          </fieldset>
        )
      ) : null}
      {failure ? <FormAlert error={failure} /> : null}
      <div className="sp-actions">
        <button type="submit" className="button button--primary" aria-disabled={pending}>
          {pending ? t('report.sending') : t('report.submit')}
        </button>
      </div>
    </form>
  );
}
