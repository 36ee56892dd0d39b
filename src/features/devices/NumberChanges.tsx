import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { CheckboxField, TextField } from '../../components/form/Field';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { OtpField } from '../../components/form/OtpField';
import { useForm } from '../../components/form/useForm';
import { QueryView } from '../../components/page/QueryView';
import { phoneDigits, validateMobile, validatePid, validateSmsOtp } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../state/types';
import {
  useAddDeviceMutation,
  useGetSalesEnquiryQuery,
  useRemoveDeviceMutation,
  useSetSalesEnquiryMutation,
} from './devicesApi';
import { Card } from '../../components/Card';

const CODE_LENGTH = 6;
const RESEND_WAIT_MS = 60_000;
const nextResendAt = () => Date.now() + RESEND_WAIT_MS;

/** Add a number: the holder's id, then the code sent to the number (AddDevice, two steps). */
export function AddNumberForm({ onChanged }: { onChanged: (notice: string) => void }) {
  const { t } = useTranslation(['devices', 'validation']);
  const labels = { number: t('add.number'), pid: t('add.pid'), code: t('add.code') };
  const form = useForm({ number: '', pid: '', code: '' }, { labels });
  const [addDevice] = useAddDeviceMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const problem = (result: ReturnType<typeof validatePid>) =>
    result.ok ? undefined : t(`validation:${result.error}`, result.params);

  const request = async () => {
    const { number, pid } = form.values;
    if (!form.check({ number: problem(validateMobile(number)), pid: problem(validatePid(pid)) })) {
      return;
    }
    const result = await addDevice({ deviceNo: phoneDigits(number), pid });
    if ('error' in result) {
      form.setError('number', asApiError(result.error).message);
      return;
    }
    setSentTo(result.data.sentTo ?? phoneDigits(number));
    setResendAt(nextResendAt());
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (sentTo === null) {
      await request();
      return;
    }
    if (!form.check({ code: problem(validateSmsOtp(values.code, CODE_LENGTH)) })) return;
    const deviceNo = phoneDigits(values.number);
    const result = await addDevice({ deviceNo, pid: values.pid, code: values.code });
    if ('error' in result) {
      form.setError('code', asApiError(result.error).message);
      return;
    }
    setSentTo(null);
    setResendAt(null);
    form.reset({ number: '', pid: '', code: '' });
    onChanged(t('add.done', { number: deviceNo }));
  });

  const locked = sentTo !== null;
  return (
    <Card
      as="form"
      title={t('add.title')}
      className="devices-change"
      noValidate
      onSubmit={onSubmit}
      stack
    >
      <p>{t('add.intro')}</p>
      <ErrorSummary items={form.summary} id={form.summaryId} />
      <TextField
        id={form.fieldId('number')}
        label={labels.number}
        hint={t('add.numberHint')}
        inputMode="tel"
        autoComplete="off"
        readOnly={locked}
        value={form.values.number}
        error={form.errors.number}
        onChange={(event) => {
          form.setValue('number', event.target.value);
        }}
      />
      <TextField
        id={form.fieldId('pid')}
        label={labels.pid}
        hint={t('add.pidHint')}
        autoComplete="off"
        autoCapitalize="characters"
        readOnly={locked}
        value={form.values.pid}
        error={form.errors.pid}
        onChange={(event) => {
          form.setValue('pid', event.target.value);
        }}
      />
      {locked ? (
        <>
          <p role="status">{t('add.codeSent', { target: sentTo })}</p>
          <OtpField
            id={form.fieldId('code')}
            label={labels.code}
            length={CODE_LENGTH}
            value={form.values.code}
            error={form.errors.code}
            onChange={(code) => {
              form.setValue('code', code);
            }}
            resendAt={resendAt}
            busy={form.busy}
            onResend={() => void form.run(request)}
          />
        </>
      ) : null}
      <FormAlert error={form.failure} />
      <Button type="submit" busy={form.busy}>
        {locked ? t('add.confirm') : t('add.sendCode')}
      </Button>
    </Card>
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
  const [removeDevice, removing] = useRemoveDeviceMutation();
  const [asking, setAsking] = useState<string | null>(null);
  const lastOne = devices.length <= 1;
  return (
    <Card title={t('remove.title')} className="devices-change" stack>
      {lastOne ? <p>{t('remove.lastOne')}</p> : null}
      <ul className="devices-change__list">
        {devices.map((device) => (
          <li key={device.deviceNo}>
            <span>
              {device.deviceNo} {device.AliasOfCustom || device.AliasOfDefault}
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
      <FormAlert error={removing.error ? asApiError(removing.error) : null} />
    </Card>
  );
}

/** Whether the carrier may contact the current number about offers (sales enquiry). */
export function SalesConsent({ device }: { device: Device }) {
  const { t } = useTranslation('devices');
  const query = useGetSalesEnquiryQuery(device.deviceNo);
  const [setConsent, saving] = useSetSalesEnquiryMutation();
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
            <FormAlert error={saving.error ? asApiError(saving.error) : null} />
            <FormSuccess>{saved ? t('sales.saved') : undefined}</FormSuccess>
          </>
        )}
      </QueryView>
    </Card>
  );
}
