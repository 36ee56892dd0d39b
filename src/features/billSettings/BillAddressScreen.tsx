import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSuccess } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import type { Device } from '../../api/types/member';
import { AddressForm } from './AddressForm';
import { useGetAddressStatusQuery } from './billSettingsApi';
import { Card } from '../../components/Card';
import './billSettings.css';

function CurrentAddress({ device }: { device: Device }) {
  const { t } = useTranslation('billSettings');
  const status = useGetAddressStatusQuery({ deviceNo: device.deviceNo });
  const [saved, setSaved] = useState(false);
  return (
    <>
      <Card title={t('address.current')} className="bs-section" stack>
        <QueryView
          query={status}
          loading={t('address.loading')}
          loadingLines={2}
          errorTitle={t('address.loadError')}
        >
          {(current) =>
            current.address === '' ? (
              <p className="bs-muted">{t('address.none')}</p>
            ) : (
              <p className="bs-address">
                <span className="bs-mono">{current.zip}</span> {current.address}
              </p>
            )
          }
        </QueryView>
        <FormSuccess>{saved ? t('address.saved') : null}</FormSuccess>
      </Card>
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
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('billAddress')}>
      {({ device }) => <CurrentAddress key={device.deviceNo} device={device} />}
    </MemberPageFrame>
  );
}
