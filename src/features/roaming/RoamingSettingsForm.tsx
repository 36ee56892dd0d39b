import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROAMING_ALERT_LANGUAGES,
  type RoamingAlertChannel,
  type RoamingAlertLanguage,
  type RoamingSettings,
} from '../../api/types/roaming';
import { RadioGroup, SelectField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { validateEmail } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import { useSetSubrSettingsMutation } from './roamingApi';
import { Card } from '../../components/Card';
import { useRefusal } from '../../components/useRefusal';
import { Switch } from '../../components/Switch';

/**
 * Roaming on or off for the number (a switch that saves at once), and the usage alerts while
 * abroad: their language, by SMS or e-mail (with the address), saved with their own button. Both
 * go through RSC/SetSubrSettings, each with the other's saved value; what is saved stays after a
 * reload.
 */
export function RoamingSettingsForm({
  deviceNo,
  settings,
}: {
  deviceNo: string;
  settings: RoamingSettings;
}) {
  const { t } = useTranslation('roaming');
  const validationMessage = useValidationMessage();
  const form = useForm<RoamingSettings>(settings, {
    labels: { mail: t('settings.mail') },
  });
  const [save] = useSetSubrSettingsMutation();
  const worded = useRefusal('roaming');
  const [saved, setSaved] = useState(false);

  const submit = async (values: typeof form.values) => {
    setSaved(false);
    const mailCheck = values.channel === 'EMAIL' ? validateEmail(values.mail) : null;
    if (!form.check({ mail: validationMessage(mailCheck) })) return;
    const next: RoamingSettings = {
      ...values,
      // The switch saves itself: the alerts keep the position saved (the carrier's) as it is.
      switch: settings.switch,
      mail: values.channel === 'EMAIL' && mailCheck?.ok ? mailCheck.value : '',
    };
    const result = await save({ deviceNo, settings: next });
    if (result.error) form.fail(worded.of(asApiError(result.error)));
    else setSaved(true);
  };

  const saveSwitch = async (on: boolean) => {
    const result = await save({ deviceNo, settings: { ...settings, switch: on ? 'Y' : 'N' } });
    return result.error ? worded.of(asApiError(result.error)) : null;
  };
  const channels: { value: RoamingAlertChannel; label: string }[] = [
    { value: 'SMS', label: t('channel.SMS') },
    { value: 'EMAIL', label: t('channel.EMAIL') },
  ];
  const languages = ROAMING_ALERT_LANGUAGES.map((code: RoamingAlertLanguage) => ({
    value: code,
    label: t(`alertLanguage.${code}`),
  }));

  return (
    <Card title={t('settings.heading')} className="roaming-section" plain stack>
      <Switch
        label={t('settings.switch')}
        hint={t('settings.switchHint')}
        checked={settings.switch === 'Y'}
        onSave={saveSwitch}
        savedText={(on) => (on ? t('settings.switchedOn') : t('settings.switchedOff'))}
        failedTitle={t('settings.switchFailed')}
      />
      <Form
        form={form}
        onSubmit={submit}
        submitLabel={t('settings.save')}
        summary={false}
        alertTitle={t('settings.failed')}
        success={saved ? t('settings.saved') : null}
        actionsClassName="roaming-actions"
      >
        <SelectField
          {...form.field('language')}
          label={t('settings.language')}
          options={languages}
          onChange={(value) => {
            setSaved(false);
            form.setValue('language', value);
          }}
        />
        <RadioGroup
          {...form.field('channel')}
          name="roaming-alert-channel"
          label={t('settings.channel')}
          options={channels}
          onChange={(value) => {
            setSaved(false);
            form.setValue('channel', value);
          }}
        />
        {form.values.channel === 'EMAIL' ? (
          <TextField
            {...form.field('mail')}
            type="email"
            autoComplete="email"
            label={t('settings.mail')}
            onChange={(event) => {
              setSaved(false);
              form.setValue('mail', event.target.value);
            }}
          />
        ) : null}
      </Form>
    </Card>
  );
}
