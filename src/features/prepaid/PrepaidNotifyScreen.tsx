import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/form/Form';
import type { FunctionConfig, NotificationType } from '../../api/types/prepaid';
import { RadioGroup, SelectField, TextField } from '../../components/form/Field';
import { FormSuccess } from '../../components/form/FormAlert';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { LoadingState } from '../../components/page/StatusStates';
import { Switch } from '../../components/Switch';
import { useSwitchRecord } from '../../components/useSwitchRecord';
import { Card } from '../../components/Card';
import { validateChoice, validateEmail } from '../../lib/validators';
import {
  asApiError,
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} from './prepaidApi';
import { PrepaidErrorState } from './PrepaidErrorState';
import { PrepaidFrame } from './PrepaidFrame';
import { usePrepaidFailure, usePrepaidWording } from './usePrepaidErrorMessage';

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
type Alert = (typeof ALERTS)[number];

function alertsOf(config: FunctionConfig): Pick<FunctionConfig, Alert> {
  return {
    endOfCallBalanceAlert: config.endOfCallBalanceAlert,
    lowMainBalanceAlert: config.lowMainBalanceAlert,
    lowValidityAlert: config.lowValidityAlert,
  };
}

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
    // The alerts save themselves: the form sends them as the carrier holds them.
    const reply = await save({
      ...values,
      ...alertsOf(saved),
      email: email?.ok ? email.value : '',
    });
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
    </Form>
  );
}

/**
 * The three alerts, each a switch that saves at once (UpdateFunctionConfig with the rest of the
 * settings as last saved), with undo.
 */
function AlertSwitches({ saved }: { saved: FunctionConfig }) {
  const { t } = useTranslation('prepaidPlans');
  const word = usePrepaidWording();
  const [save] = useSaveNotificationSettingsMutation();
  const saveAlerts = useSwitchRecord(saved, async (next) => {
    const reply = await save(next);
    return 'error' in reply ? word(asApiError(reply.error)) : null;
  });

  return (
    <Card title={t('notify.alerts')} className="prepaid-section" stack>
      <p className="field__hint">{t('notify.alertsHint')}</p>
      {ALERTS.map((alert) => {
        const name = t(`notify.alertNames.${alert}`);
        return (
          <Switch
            key={alert}
            label={name}
            checked={saved[alert]}
            onSave={(on) => saveAlerts({ [alert]: on })}
            savedText={(on) => t(on ? 'notify.alertOn' : 'notify.alertOff', { alert: name })}
            failedTitle={t('notify.failed')}
          />
        );
      })}
    </Card>
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
  return (
    <>
      <NotifyForm saved={settings.data} />
      <AlertSwitches saved={settings.data} />
    </>
  );
}

/** /PrepaidNotify: notification type, e-mail, language and the three alerts. */
export default function PrepaidNotifyScreen() {
  return <PrepaidFrame>{(ivrNo) => <NotifySettings ivrNo={ivrNo} />}</PrepaidFrame>;
}
