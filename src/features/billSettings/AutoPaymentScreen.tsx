import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoPaymentAccount } from '../../api/types/bill';
import { useNumberNames } from '../../components/useNumberNames';
import { FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { EmptyState } from '../../components/page/StatusStates';
import { selectDevices } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import type { Device } from '../../api/types/member';
import { AutoPaymentForm } from './AutoPaymentForm';
import { AccountHistory, DebitHistory } from './AutoPaymentHistory';
import { AutoPaymentRow } from './AutoPaymentRow';
import { useGetAutoPaymentsQuery } from './billSettingsApi';
import './billSettings.css';

type Editing = { deviceNo: string; mode: 'add' | 'edit'; method: 'bank' | 'creditCard' } | null;

function AutoPaymentList({
  devices,
  accounts,
}: {
  devices: Device[];
  accounts: AutoPaymentAccount[];
}) {
  const { t } = useTranslation('billSettings');
  const { deviceLabel } = useNumberNames();
  const byNumber = new Map(accounts.map((account) => [account.deviceNo, account]));
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState('');

  const editingDevice = devices.find((device) => device.deviceNo === editing?.deviceNo);
  if (editing && editingDevice) {
    const label = deviceLabel(editingDevice);
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
      <FormSuccess>{done || null}</FormSuccess>
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
            onDisabled={setDone}
          />
        ))}
      </ul>
      <AccountHistory />
      <DebitHistory />
    </>
  );
}

function AutoPaymentContent() {
  const { t } = useTranslation('billSettings');
  const devices = useAppSelector(selectDevices);
  const query = useGetAutoPaymentsQuery({ numbers: devices.map((device) => device.deviceNo) });
  if (devices.length === 0) {
    return (
      <EmptyState title={t('common:gate.noDeviceTitle')}>
        <p>{t('common:gate.noDeviceBody')}</p>
      </EmptyState>
    );
  }
  return (
    <QueryView
      query={query}
      loading={t('autoPayment.loading')}
      loadingLines={4}
      errorTitle={t('autoPayment.loadError')}
    >
      {(accounts) => <AutoPaymentList devices={devices} accounts={accounts} />}
    </QueryView>
  );
}

/** /AutoPayment: the automatic payment of every number, set up, changed or stopped here. */
export default function AutoPaymentScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('autoPayment')} needsDevice={false}>
      {() => <AutoPaymentContent />}
    </MemberPageFrame>
  );
}
