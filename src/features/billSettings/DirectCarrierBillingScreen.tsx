import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarrierBillingQuota } from '../../api/carrierBilling';
import { ConfirmStep } from '../../components/ConfirmStep';
import { Button } from '../../components/Button';
import { MemberPageFrame, type MemberPageContext } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { formatMoney } from '../../lib/format';
import type { Device } from '../../api/types/member';
import { asApiError, useGetUserQuotaQuery, useSetUserQuotaMutation } from './billSettingsApi';
import { RadioGroup } from '../../components/form/Field';
import { FormSuccess } from '../../components/form/FormAlert';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import './billSettings.css';

function QuotaForm({ device, quota }: { device: Device; quota: CarrierBillingQuota }) {
  const { t } = useTranslation('billSettings');
  const money = (amount: number) => formatMoney(amount);
  const [choice, setChoice] = useState(quota.quota);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const [save, saving] = useSetUserQuotaMutation();
  const stepLabel = (step: number) => (step === 0 ? t('dcb.off') : money(step));

  async function confirm() {
    if (saving.isLoading) return;
    const result = await save({ deviceNo: device.deviceNo, quota: choice });
    if ('error' in result) return;
    setConfirming(false);
    setDone(t('dcb.saved', { quota: stepLabel(choice) }));
  }

  const percent = quota.quota > 0 ? Math.min(100, Math.round((quota.used / quota.quota) * 100)) : 0;
  return (
    <>
      <Card title={t('dcb.current')} className="bs-section" stack>
        <Facts
          columns={2}
          items={[
            [t('dcb.limit'), stepLabel(quota.quota)],
            [t('dcb.used'), money(quota.used)],
          ]}
        />
        {quota.quota > 0 ? (
          <meter
            className="bs-meter"
            min={0}
            max={100}
            value={percent}
            aria-label={t('dcb.meter', { percent })}
          >
            {percent}%
          </meter>
        ) : null}
      </Card>
      <Card title={t('dcb.change')} className="form form--wide bs-form" stack>
        <FormSuccess>{done || null}</FormSuccess>
        <RadioGroup
          label={t('dcb.choose')}
          name="quota"
          options={quota.steps.map((step) => {
            const belowUsed = step !== 0 && step < quota.used;
            return {
              value: String(step),
              label: belowUsed ? `${stepLabel(step)} (${t('dcb.belowUsed')})` : stepLabel(step),
              disabled: belowUsed || saving.isLoading,
            };
          })}
          value={String(choice)}
          onChange={(step) => {
            setChoice(Number(step));
            setConfirming(false);
            setDone('');
          }}
        />
        <p className="bs-note">{t('dcb.maxNote', { max: money(quota.maxQuota) })}</p>
        {confirming ? (
          <ConfirmStep
            question={t('dcb.confirm', { from: stepLabel(quota.quota), to: stepLabel(choice) })}
            confirmLabel={t('action.confirm')}
            keepLabel={t('action.cancel')}
            busy={saving.isLoading}
            error={saving.error ? asApiError(saving.error) : null}
            onConfirm={() => void confirm()}
            onKeep={() => {
              setConfirming(false);
            }}
          />
        ) : (
          <div className="bs-actions">
            <Button
              disabled={choice === quota.quota}
              onClick={() => {
                setConfirming(true);
              }}
            >
              {t('dcb.submit')}
            </Button>
          </div>
        )}
      </Card>
    </>
  );
}

function QuotaContent({ device, isCompany }: MemberPageContext) {
  const { t } = useTranslation('billSettings');
  const query = useGetUserQuotaQuery({ deviceNo: device.deviceNo }, { skip: isCompany });
  if (isCompany) {
    return (
      <div className="notice">
        <p className="state__title">{t('common:gate.wrongKindTitle')}</p>
        <p>{t('dcb.company')}</p>
      </div>
    );
  }
  return (
    <QueryView query={query} loading={t('dcb.loading')} errorTitle={t('dcb.loadError')}>
      {(quota) => <QuotaForm device={device} quota={quota} />}
    </QueryView>
  );
}

/** /DirectCarrierBilling: the monthly limit of small purchases charged to the number's bill. */
export default function DirectCarrierBillingScreen() {
  const { t } = useTranslation(['billSettings', 'titles']);
  return (
    <MemberPageFrame title={t('titles:directCarrierBilling')} kinds={['mobile']}>
      {(member) => (
        <>
          <p className="bs-note">{t('dcb.intro')}</p>
          <QuotaContent key={member.device.deviceNo} {...member} />
        </>
      )}
    </MemberPageFrame>
  );
}
