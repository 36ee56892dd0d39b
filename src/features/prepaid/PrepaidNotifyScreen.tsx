import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/form/Form';
import type { FunctionConfig, NotificationType } from '../../api/types/prepaid';
import {
  CheckboxField,
  FieldGroup,
  RadioGroup,
  SelectField,
  TextField,
} from '../../components/form/Field';
import { FormSuccess } from '../../components/form/FormAlert';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { LoadingState } from '../../components/page/StatusStates';
import { validateChoice, validateEmail } from '../../lib/validators';
import {
  asApiError,
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} from './prepaidApi';
import { PrepaidErrorState } from './PrepaidErrorState';
import { PrepaidFrame } from './PrepaidFrame';
import { usePrepaidFailure } from './usePrepaidErrorMessage';

const TYPES: readonly NotificationType[] = ['push', 'sms', 'email'];
/** The six notification languages (spec 02 §1), named in their own language. */
export const NOTIFICATION_LANGUAGES = [
  { code: 'zh', name: '中文' },
  { code: 'en', name: 'English' },
  { code: 'ja', name: '日本語' },
  { code: 'th', name: 'ไทย' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'id', name: 'Bahasa Indonesia' },
] as const;
const LANGUAGE_CODES = NOTIFICATION_LANGUAGES.map((language) => language.code);
const ALERTS = ['endOfCallBalanceAlert', 'lowMainBalanceAlert', 'lowValidityAlert'] as const;

function NotifyForm({ saved }: { saved: FunctionConfig }) {
  const { t } = useTranslation('prepaidPlans');
  const message = useValidationMessage();
  const form = useForm<FunctionConfig>(saved, {
    labels: {
      notificationType: t('notify.type'),
      email: t('notify.email'),
      language: t('notify.language'),
    },
  });
  const [done, setDone] = useState(false);
  const failure = usePrepaidFailure(form.failure);
  const [save] = useSaveNotificationSettingsMutation();
  const config = form.values;

  async function submit(values: FunctionConfig) {
    setDone(false);
    const email =
      values.notificationType === 'email' || values.email.trim() !== ''
        ? validateEmail(values.email)
        : null;
    const valid = form.check({
      notificationType: message(
        validateChoice(values.notificationType, TYPES, 'choice.notifyType'),
      ),
      email: message(email),
      language: message(validateChoice(values.language, LANGUAGE_CODES, 'choice.language')),
    });
    if (!valid) return;
    const reply = await save({ ...values, email: email?.ok ? email.value : '' });
    if ('error' in reply) form.fail(asApiError(reply.error));
    else setDone(true);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('notify.save')}
      heading={<FormSuccess>{done ? t('notify.saved') : null}</FormSuccess>}
      failure={failure}
      alertTitle={t('notify.failed')}
      className="form prepaid-form"
    >
      <RadioGroup
        {...form.field('notificationType')}
        label={t('notify.type')}
        name="type"
        options={TYPES.map((value) => ({ value, label: t(`notify.types.${value}`) }))}
      />
      <TextField
        {...form.field('email')}
        label={t('notify.email')}
        hint={t('notify.emailHint')}
        type="email"
        autoComplete="email"
      />
      <SelectField
        {...form.field('language')}
        label={t('notify.language')}
        placeholder={t('notify.chooseLanguage')}
        options={NOTIFICATION_LANGUAGES.map((language) => ({
          value: language.code,
          label: language.name,
        }))}
      />
      <FieldGroup label={t('notify.alerts')} hint={t('notify.alertsHint')}>
        {ALERTS.map((alert) => (
          <CheckboxField
            key={alert}
            label={t(`notify.alertNames.${alert}`)}
            checked={config[alert]}
            onChange={(checked) => {
              form.setValue(alert, checked);
            }}
          />
        ))}
      </FieldGroup>
    </Form>
  );
}

function NotifySettings({ ivrNo }: { ivrNo: string }) {
  const settings = useGetNotificationSettingsQuery({ ivrNo });
  if (settings.isError) {
    return (
      <PrepaidErrorState
        error={asApiError(settings.error)}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) return <LoadingState />;
  return <NotifyForm saved={settings.data} />;
}

/** /PrepaidNotify: notification type, e-mail, language and the three alerts. */
export default function PrepaidNotifyScreen() {
  return <PrepaidFrame>{(ivrNo) => <NotifySettings ivrNo={ivrNo} />}</PrepaidFrame>;
}
