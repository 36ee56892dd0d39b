import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/page/StatusStates';
import type { Device } from '../../api/types/member';
import { asApiError, useGetEBillStatusQuery } from './ebillApi';
import { EBillSettings } from './EBillSettings';
import { EmailForm } from './EmailForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { FormSuccess } from '../../components/form/FormAlert';
import { PendingRequest } from './PendingRequest';
import './ebill.css';

function EBillContent({ device }: { device: Device }) {
  const { t } = useTranslation('ebill');
  const status = useGetEBillStatusQuery({ deviceNo: device.deviceNo });
  const [sent, setSent] = useState('');

  if (status.error && !status.isFetching) {
    return (
      <ErrorState
        title={t('eBill.loadError')}
        error={asApiError(status.error)}
        onRetry={() => void status.refetch()}
      />
    );
  }
  const data = status.currentData;
  if (!data) return <LoadingState label={t('eBill.loading')} />;
  return (
    <>
      <FormSuccess>{sent || null}</FormSuccess>
      {data.pending ? <PendingRequest pending={data.pending} /> : null}
      {data.applied ? (
        <EBillSettings device={device} status={data} onSent={setSent} />
      ) : (
        <>
          {data.pending?.action === 'apply' ? null : (
            <EmptyState title={t('eBill.none.title')}>
              <p>{t('eBill.none.body')}</p>
            </EmptyState>
          )}
          <EmailForm
            deviceNo={device.deviceNo}
            mode="apply"
            onSent={(email) => {
              setSent(t('eBill.sent', { email }));
            }}
          />
        </>
      )}
    </>
  );
}

/** /EBill: the bill by e-mail - apply, change the address or password flag, stop it. */
export default function EBillScreen() {
  const { t } = useTranslation(['ebill', 'titles', 'validation']);
  return (
    <MemberPageFrame title={t('titles:eBill')}>
      {({ device }) => (
        <>
          <p className="eb-intro">{t('eBill.intro')}</p>
          <EBillContent key={device.deviceNo} device={device} />
        </>
      )}
    </MemberPageFrame>
  );
}
