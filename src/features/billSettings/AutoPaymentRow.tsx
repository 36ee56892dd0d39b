import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoPaymentAccount } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { deviceDisplayName } from '../../components/DeviceSwitcher';
import { formatDate } from '../../lib/format';
import { maskBankAccount, maskCardNumber } from '../../lib/mask';
import type { Device } from '../../api/types/member';
import { ConfirmStep } from '../../components/ConfirmStep';
import { asApiError, useDisableAutoPaymentMutation } from './billSettingsApi';
import { expiryText } from './PaymentMethodFields';

interface AutoPaymentRowProps {
  device: Device;
  account: AutoPaymentAccount | undefined;
  onEdit: (mode: 'add' | 'edit', method: 'bank' | 'creditCard') => void;
  onDisabled: (message: string) => void;
}

/** The account as shown: masked again here, whatever the carrier sent. */
function maskedAccount(account: AutoPaymentAccount): string {
  return account.type === 'bank'
    ? maskBankAccount(account.account)
    : maskCardNumber(account.account);
}

/** One number: its automatic payment (or none) and what can be done with it. */
export function AutoPaymentRow({ device, account, onEdit, onDisabled }: AutoPaymentRowProps) {
  const { t, i18n } = useTranslation('billSettings');
  const [confirming, setConfirming] = useState(false);
  const [disable, disabling] = useDisableAutoPaymentMutation();
  const label = deviceDisplayName(device);

  async function confirmDisable() {
    if (disabling.isLoading) return;
    const result = await disable({ deviceNo: device.deviceNo });
    if ('error' in result) return;
    setConfirming(false);
    onDisabled(t('autoPayment.stopped', { number: label }));
  }

  return (
    <li className="card bs-row">
      <div className="bs-row__main">
        <p className="bs-row__title">{label}</p>
        {account ? (
          <dl className="bs-facts">
            <div>
              <dt>{t('autoPayment.method')}</dt>
              <dd>
                {t(`autoPayment.type.${account.type}`)}
                {account.type === 'bank' && account.bankName ? ` · ${account.bankName}` : ''}
                {account.type === 'creditCard' && account.cardType ? ` · ${account.cardType}` : ''}
              </dd>
            </div>
            <div>
              <dt>{t('autoPayment.account')}</dt>
              <dd className="bs-mono">{maskedAccount(account)}</dd>
            </div>
            {account.mmyy ? (
              <div>
                <dt>{t('autoPayment.expiry')}</dt>
                <dd>{expiryText(account.mmyy)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('autoPayment.status')}</dt>
              <dd>
                <span className={`bs-badge bs-badge--${account.status}`}>
                  {t(`autoPayment.statuses.${account.status}`)}
                </span>
                {account.since
                  ? ` ${t('autoPayment.since', { date: formatDate(account.since, i18n.language) })}`
                  : ''}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="bs-muted">{t('autoPayment.notSet')}</p>
        )}
      </div>
      {confirming && account ? (
        <ConfirmStep
          label={t('autoPayment.confirmLabel', { number: label })}
          question={t('autoPayment.confirmStop', { number: label })}
          confirmLabel={t('autoPayment.stopConfirm')}
          keepLabel={t('action.keep')}
          busy={disabling.isLoading}
          error={disabling.error ? asApiError(disabling.error) : null}
          onConfirm={() => void confirmDisable()}
          onKeep={() => {
            setConfirming(false);
          }}
        />
      ) : (
        <div className="bs-actions">
          {account ? (
            <>
              <Button
                variant="secondary"
                aria-label={t('autoPayment.changeFor', { number: label })}
                onClick={() => {
                  onEdit('edit', account.type);
                }}
              >
                {t('autoPayment.change')}
              </Button>
              <Button
                variant="link"
                aria-label={t('autoPayment.stopFor', { number: label })}
                onClick={() => {
                  setConfirming(true);
                }}
              >
                {t('autoPayment.stop')}
              </Button>
            </>
          ) : (
            <Button
              aria-label={t('autoPayment.setUpFor', { number: label })}
              onClick={() => {
                onEdit('add', 'creditCard');
              }}
            >
              {t('autoPayment.setUp')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
