import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceDisplayName } from '../../components/DeviceSwitcher';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import type { AutoPaymentAccount } from '../../api/types/bill';
import type { Device } from '../../state/types';
import { AutoPaymentForm } from './AutoPaymentForm';
import { AccountHistory, DebitHistory } from './AutoPaymentHistory';
import { AutoPaymentRow } from './AutoPaymentRow';
import { asApiError, useGetAutoPaymentsQuery } from './billSettingsApi';
import { FormSuccess } from './FormAlert';
import { MemberScreen } from './MemberGate';

type Editing = { deviceNo: string; mode: 'add' | 'edit'; method: 'bank' | 'creditCard' } | null;

function AutoPaymentContent({ devices }: { devices: Device[] }) {
  const { t } = useTranslation('billSettings');
  const numbers = devices.map((device) => device.deviceNo);
  const list = useGetAutoPaymentsQuery({ numbers });
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState('');

  if (list.error && !list.isFetching) {
    return (
      <ErrorState
        title={t('autoPayment.loadError')}
        error={asApiError(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.currentData) return <LoadingState label={t('autoPayment.loading')} lines={4} />;
  const byNumber = new Map<string, AutoPaymentAccount>(
    list.currentData.map((account) => [account.deviceNo, account]),
  );

  const editingDevice = devices.find((device) => device.deviceNo === editing?.deviceNo);
  if (editing && editingDevice) {
    const label = deviceDisplayName(editingDevice);
    return (
      <AutoPaymentForm
        deviceNo={editing.deviceNo}
        numberLabel={label}
        mode={editing.mode}
        initialMethod={editing.method}
        onCancel={() => {
          setEditing(null);
        }}
        onDone={() => {
          setEditing(null);
          setDone(t('autoPayment.saved', { number: label }));
        }}
      />
    );
  }

  return (
    <>
      {done ? <FormSuccess>{done}</FormSuccess> : null}
      {byNumber.size === 0 ? <p className="bs-note">{t('autoPayment.noneYet')}</p> : null}
      <ul className="bs-list" aria-label={t('autoPayment.listLabel')}>
        {devices.map((device) => (
          <AutoPaymentRow
            key={device.deviceNo}
            device={device}
            account={byNumber.get(device.deviceNo)}
            onEdit={(mode, method) => {
              setDone('');
              setEditing({ deviceNo: device.deviceNo, mode, method });
            }}
            onDisabled={(message) => {
              setDone(message);
            }}
          />
        ))}
      </ul>
      <AccountHistory />
      <DebitHistory />
    </>
  );
}

/** /AutoPayment: the automatic payment of every number, set up, changed or stopped here. */
export default function AutoPaymentScreen() {
  const { t } = useTranslation(['billSettings', 'titles']);
  return (
    <MemberScreen title={t('titles:autoPayment')} perDevice={false}>
      {(_device, devices) => <AutoPaymentContent devices={devices} />}
    </MemberScreen>
  );
}
