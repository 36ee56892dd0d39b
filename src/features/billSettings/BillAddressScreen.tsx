import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import type { Device } from '../../state/types';
import { AddressForm } from './AddressForm';
import { asApiError, useGetAddressStatusQuery } from './billSettingsApi';
import { FormSuccess } from './FormAlert';
import { MemberScreen } from './MemberGate';

function CurrentAddress({ device }: { device: Device }) {
  const { t } = useTranslation('billSettings');
  const status = useGetAddressStatusQuery({ deviceNo: device.deviceNo });
  const [saved, setSaved] = useState(false);
  let current;
  if (status.error && !status.isFetching) {
    current = (
      <ErrorState
        title={t('address.loadError')}
        error={asApiError(status.error)}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (!status.currentData) {
    current = <LoadingState label={t('address.loading')} lines={2} />;
  } else if (status.currentData.address === '') {
    current = <p className="bs-muted">{t('address.none')}</p>;
  } else {
    current = (
      <p className="bs-address">
        <span className="bs-mono">{status.currentData.zip}</span> {status.currentData.address}
      </p>
    );
  }
  return (
    <>
      <section className="card bs-section" aria-labelledby="bs-address-current">
        <h2 id="bs-address-current" className="bs-section-title">
          {t('address.current')}
        </h2>
        {current}
        {saved ? <FormSuccess>{t('address.saved')}</FormSuccess> : null}
      </section>
      <AddressForm
        key={device.deviceNo}
        deviceNo={device.deviceNo}
        onSaved={() => {
          setSaved(true);
        }}
      />
    </>
  );
}

/** /BillAddress: where the bill of the current number is posted, and changing it. */
export default function BillAddressScreen() {
  const { t } = useTranslation(['billSettings', 'titles']);
  return (
    <MemberScreen title={t('titles:billAddress')}>
      {(device) => <CurrentAddress key={device.deviceNo} device={device} />}
    </MemberScreen>
  );
}
