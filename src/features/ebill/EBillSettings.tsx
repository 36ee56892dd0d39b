import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EBillStatus } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { useNumberNames } from '../../components/useNumberNames';
import { RadioGroup } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import type { Device } from '../../api/types/member';
import { ConfirmStep } from '../../components/ConfirmStep';
import { asApiError, useChangeEBillMutation } from './ebillApi';
import { EmailForm } from './EmailForm';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { StatusBadge } from '../../components/StatusBadge';

interface SettingsProps {
  device: Device;
  status: EBillStatus;
  onSent: (message: string) => void;
}

/** What the active e-bill is: where it goes and whether the file is password-protected. */
function Summary({ status }: { status: EBillStatus }) {
  const { t } = useTranslation('ebill');
  return (
    <Card title={t('eBill.active.heading')} className="eb-section" stack>
      <Facts
        columns={2}
        items={[
          [
            t('eBill.active.status'),
            <StatusBadge tone="ok">{t('eBill.active.statusActive')}</StatusBadge>,
          ],
          [t('eBill.active.email'), status.email],
          [
            t('eBill.active.password'),
            t(status.pwdFlag === 'Y' ? 'eBill.active.passwordOn' : 'eBill.active.passwordOff'),
          ],
        ]}
      />
    </Card>
  );
}

/** Password protection of the e-bill file: on or off, confirmed by mail. */
function PasswordForm({ device, status, onSent }: SettingsProps) {
  const { t } = useTranslation('ebill');
  const headingId = useId();
  const form = useForm({ pwdFlag: status.pwdFlag }, { labels: { pwdFlag: t('eBill.pwd.legend') } });
  const [change] = useChangeEBillMutation();

  async function submit({ pwdFlag }: { pwdFlag: 'Y' | 'N' }) {
    if (
      !form.check({ pwdFlag: pwdFlag === status.pwdFlag ? t('eBill.pwd.unchanged') : undefined })
    ) {
      return;
    }
    const result = await change({
      deviceNo: device.deviceNo,
      change: { kind: 'pwdFlag', pwdFlag },
    });
    if ('error' in result) form.fail(asApiError(result.error));
    else onSent(t('eBill.sent', { email: status.email }));
  }

  return (
    <section className="card eb-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="eb-section-title">
        {t('eBill.pwd.heading')}
      </h2>
      <Form
        form={form}
        onSubmit={submit}
        submitLabel={t('eBill.pwd.submit')}
        className="form form--wide eb-form"
      >
        <RadioGroup
          {...form.field('pwdFlag')}
          label={t('eBill.pwd.legend')}
          name={`${headingId}-pwd`}
          options={(['Y', 'N'] as const).map((value) => ({
            value,
            label: t(value === 'Y' ? 'eBill.pwd.on' : 'eBill.pwd.off'),
          }))}
          onChange={(pwdFlag) => {
            form.setValue('pwdFlag', pwdFlag);
            form.clearErrors();
          }}
        />
      </Form>
    </section>
  );
}

/** Stopping the e-bill, after a question; the carrier confirms it by mail too. */
function CancelEBill({ device, status, onSent }: SettingsProps) {
  const { t } = useTranslation('ebill');
  const { deviceLabel } = useNumberNames();
  const [asking, setAsking] = useState(false);
  const [change, sending] = useChangeEBillMutation();

  async function confirm() {
    if (sending.isLoading) return;
    const result = await change({
      deviceNo: device.deviceNo,
      change: { kind: 'cancel', rid: status.appliedRid ?? '' },
    });
    if ('error' in result) return;
    setAsking(false);
    onSent(t('eBill.sent', { email: status.email }));
  }

  return (
    <Card title={t('eBill.cancel.heading')} className="eb-section" stack>
      <p className="eb-muted">{t('eBill.cancel.body')}</p>
      {asking ? (
        <ConfirmStep
          question={t('eBill.cancel.question', {
            number: deviceLabel(device),
            email: status.email,
          })}
          confirmLabel={t('eBill.cancel.confirm')}
          keepLabel={t('action.keep')}
          busy={sending.isLoading}
          error={sending.error ? asApiError(sending.error) : null}
          onConfirm={() => void confirm()}
          onKeep={() => {
            setAsking(false);
            sending.reset();
          }}
        />
      ) : (
        <div className="eb-actions">
          <Button
            variant="secondary"
            onClick={() => {
              setAsking(true);
            }}
          >
            {t('eBill.cancel.start')}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** The active e-bill: its summary, and changing the address, the password flag or stopping it. */
export function EBillSettings(props: SettingsProps) {
  const { t } = useTranslation('ebill');
  return (
    <>
      <Summary status={props.status} />
      <EmailForm
        deviceNo={props.device.deviceNo}
        mode="update"
        currentEmail={props.status.email}
        onSent={(email) => {
          props.onSent(t('eBill.sent', { email }));
        }}
      />
      <PasswordForm key={props.status.pwdFlag} {...props} />
      <CancelEBill {...props} />
    </>
  );
}
