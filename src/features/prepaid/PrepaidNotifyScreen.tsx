import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import type { FunctionConfig, NotificationType } from '../../api/types/prepaid';
import { Button } from '../../components/Button';
import { LoadingState } from '../../components/page/StatusStates';
import { validateChoice, validateEmail } from '../../lib/validators';
import { ChoiceGroup } from './ChoiceGroup';
import {
  asApiError,
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} from './prepaidApi';
import { PrepaidErrorState } from './PrepaidErrorState';
import { PrepaidField } from './PrepaidField';
import { PrepaidFrame } from './PrepaidFrame';
import { useFieldErrors } from './useFieldErrors';
import { usePrepaidErrorMessage } from './usePrepaidErrorMessage';

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
const ALERTS = ['endOfCallBalanceAlert', 'lowMainBalanceAlert', 'lowValidityAlert'] as const;

function NotifyForm({ saved }: { saved: FunctionConfig }) {
  const { t } = useTranslation('prepaidPlans');
  const [config, setConfig] = useState<FunctionConfig>(saved);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const failureMessage = usePrepaidErrorMessage(failure);
  const { errors, check } = useFieldErrors<'type' | 'email' | 'language'>();
  const [save, { isLoading }] = useSaveNotificationSettingsMutation();

  async function submit() {
    if (isLoading) return;
    setDone(false);
    setFailure(null);
    const typeChoice = validateChoice(config.notificationType, TYPES, 'choice.notifyType');
    const values = check({
      type: typeChoice,
      email:
        config.notificationType === 'email' || config.email.trim() !== ''
          ? validateEmail(config.email)
          : { ok: true, value: '' },
      language: validateChoice(
        config.language,
        NOTIFICATION_LANGUAGES.map((language) => language.code),
        'choice.language',
      ),
    });
    if (!values) return;
    const reply = await save({ ...config, email: values.email });
    if ('error' in reply) setFailure(asApiError(reply.error));
    else setDone(true);
  }

  return (
    <form
      className="prepaid-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {done ? (
        <p className="prepaid-result" role="status">
          {t('notify.saved')}
        </p>
      ) : null}
      {failure ? (
        <p className="prepaid-alert" role="alert">
          {t('notify.failed')} {failureMessage}
        </p>
      ) : null}
      <ChoiceGroup
        legend={t('notify.type')}
        name="type"
        value={config.notificationType}
        error={errors.type}
        onChange={(value) => {
          const type = TYPES.find((candidate) => candidate === value);
          if (type) setConfig((current) => ({ ...current, notificationType: type }));
        }}
        choices={TYPES.map((value) => ({ value, label: t(`notify.types.${value}`) }))}
      />
      <PrepaidField
        label={t('notify.email')}
        hint={t('notify.emailHint')}
        error={errors.email}
        data-field="email"
        type="email"
        autoComplete="email"
        value={config.email}
        onChange={(event) => setConfig((current) => ({ ...current, email: event.target.value }))}
      />
      <div className="field">
        <label htmlFor="notify-language">{t('notify.language')}</label>
        <select
          id="notify-language"
          data-field="language"
          value={config.language}
          aria-invalid={errors.language ? true : undefined}
          onChange={(event) =>
            setConfig((current) => ({ ...current, language: event.target.value }))
          }
        >
          <option value="">{t('notify.chooseLanguage')}</option>
          {NOTIFICATION_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.name}
            </option>
          ))}
        </select>
        {errors.language ? <p className="field__error">{errors.language}</p> : null}
      </div>
      <fieldset className="prepaid-choices">
        <legend>{t('notify.alerts')}</legend>
        {ALERTS.map((alert) => (
          <label key={alert} className="prepaid-check">
            <input
              type="checkbox"
              checked={config[alert]}
              onChange={(event) =>
                setConfig((current) => ({ ...current, [alert]: event.target.checked }))
              }
            />
            <span>{t(`notify.alertNames.${alert}`)}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={isLoading}>
        {t('notify.save')}
      </Button>
    </form>
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
