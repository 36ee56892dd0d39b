import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { CheckboxField, TextField } from '../../components/form/Field';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { CodeStep } from '../../components/form/CodeStep';
import { Form } from '../../components/form/Form';
import { useCodeStep } from '../../components/form/useCodeStep';
import { useForm } from '../../components/form/useForm';
import { QueryView } from '../../components/page/QueryView';
import { phoneDigits, validateMobile, validatePid } from '../../lib/validators';
import { useRefusal } from '../../components/useRefusal';
import type { Device } from '../../api/types/member';
import { useNumberNames } from '../../components/useNumberNames';
import {
  useAddDeviceMutation,
  useGetSalesEnquiryQuery,
  useRemoveDeviceMutation,
  useSetSalesEnquiryMutation,
} from './devicesApi';
import { Card } from '../../components/Card';

/** Add a number: the holder's id, then the code sent to the number (AddDevice, two steps). */
export function AddNumberForm({ onChanged }: { onChanged: (notice: string) => void }) {
  const { t } = useTranslation(['devices', 'validation']);
  const labels = { number: t('add.number'), pid: t('add.pid'), code: t('add.code') };
  const form = useForm({ number: '', pid: '', code: '' }, { labels });
  const [addDevice] = useAddDeviceMutation();
  const refusal = useRefusal();
  const [sentTo, setSentTo] = useState('');
  const problem = (result: ReturnType<typeof validatePid>) =>
    result.ok ? undefined : t(`validation:${result.error}`, result.params);
  const code = useCodeStep(form, 'code', {
    request: async () => {
      const { number, pid } = form.values;
      const valid = form.check({
        number: problem(validateMobile(number)),
        pid: problem(validatePid(pid)),
      });
      if (!valid) return false;
      const result = await addDevice({ deviceNo: phoneDigits(number), pid });
      if ('error' in result) {
        form.setError('number', refusal.of(result.error).message);
        return false;
      }
      setSentTo(result.data.sentTo ?? phoneDigits(number));
      return true;
    },
  });

  async function submit(values: typeof form.values) {
    if (!code.sent) {
      await code.send();
      return;
    }
    if (!form.check({ code: code.problem() })) return;
    const deviceNo = phoneDigits(values.number);
    const result = await addDevice({ deviceNo, pid: values.pid, code: values.code });
    if ('error' in result) {
      code.refuse(refusal.of(result.error).message);
      return;
    }
    code.reset();
    form.reset({ number: '', pid: '', code: '' });
    onChanged(t('add.done', { number: deviceNo }));
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      title={t('add.title')}
      className="devices-change"
      stack
      heading={<p>{t('add.intro')}</p>}
      submitLabel={code.sent ? t('add.confirm') : t('add.sendCode')}
    >
      <TextField
        label={labels.number}
        hint={t('add.numberHint')}
        inputMode="tel"
        autoComplete="off"
        readOnly={code.sent}
        {...form.field('number')}
      />
      <TextField
        label={labels.pid}
        hint={t('add.pidHint')}
        autoComplete="off"
        autoCapitalize="characters"
        readOnly={code.sent}
        {...form.field('pid')}
      />
      {code.sent ? (
        <>
          <p role="status">{t('add.codeSent', { target: sentTo })}</p>
          <CodeStep step={code} label={labels.code} />
        </>
      ) : null}
    </Form>
  );
}

/** Remove a number from the account (RemoveDevice), after asking once. */
export function RemoveNumbers({
  devices,
  onChanged,
}: {
  devices: Device[];
  onChanged: (notice: string) => void;
}) {
  const { t } = useTranslation('devices');
  const { nickname } = useNumberNames();
  const [removeDevice, removing] = useRemoveDeviceMutation();
  const refusal = useRefusal();
  const [asking, setAsking] = useState<string | null>(null);
  const lastOne = devices.length <= 1;
  return (
    <Card title={t('remove.title')} className="devices-change" stack>
      {lastOne ? <p>{t('remove.lastOne')}</p> : null}
      <ul className="devices-change__list">
        {devices.map((device) => (
          <li key={device.deviceNo}>
            <span>
              {device.deviceNo}{' '}
              {nickname({ alias: device.AliasOfCustom, deviceType: device.deviceType })}
            </span>
            {asking === device.deviceNo ? (
              <span
                className="devices-change__confirm"
                role="group"
                aria-label={t('remove.confirm', { number: device.deviceNo })}
              >
                <span>{t('remove.confirm', { number: device.deviceNo })}</span>
                <Button
                  busy={removing.isLoading}
                  onClick={() => {
                    void removeDevice(device.deviceNo).then((result) => {
                      setAsking(null);
                      if (!('error' in result)) {
                        onChanged(t('remove.done', { number: device.deviceNo }));
                      }
                    });
                  }}
                >
                  {t('remove.yes', { number: device.deviceNo })}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setAsking(null);
                  }}
                >
                  {t('remove.no')}
                </Button>
              </span>
            ) : (
              <Button
                variant="secondary"
                disabled={lastOne}
                onClick={() => {
                  setAsking(device.deviceNo);
                }}
              >
                {t('remove.one', { number: device.deviceNo })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <FormAlert error={refusal(removing.error)} />
    </Card>
  );
}

/** Whether the carrier may contact the current number about offers (sales enquiry). */
export function SalesConsent({ device }: { device: Device }) {
  const { t } = useTranslation('devices');
  const query = useGetSalesEnquiryQuery(device.deviceNo);
  const [setConsent, saving] = useSetSalesEnquiryMutation();
  const refusal = useRefusal();
  const [saved, setSaved] = useState(false);
  return (
    <Card title={t('sales.title')} className="devices-change" stack>
      <QueryView query={query} loading={t('sales.loading')} errorTitle={t('sales.error')}>
        {(enquiry) => (
          <>
            <CheckboxField
              label={t('sales.consent', { number: device.deviceNo })}
              hint={t('sales.hint')}
              checked={enquiry.consent}
              disabled={saving.isLoading}
              onChange={(consent) => {
                setSaved(false);
                void setConsent({ deviceNo: device.deviceNo, consent }).then((result) => {
                  setSaved(!('error' in result));
                });
              }}
            />
            <FormAlert error={refusal(saving.error)} />
            <FormSuccess>{saved ? t('sales.saved') : undefined}</FormSuccess>
          </>
        )}
      </QueryView>
    </Card>
  );
}
