import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoPaymentAccount } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { useNumberNames } from '../../components/useNumberNames';
import { formatDate } from '../../lib/format';
import { maskBankAccount, maskCardNumber } from '../../lib/mask';
import type { Device } from '../../api/types/member';
import { ConfirmStep } from '../../components/ConfirmStep';
import { asApiError, useDisableAutoPaymentMutation } from './billSettingsApi';
import { expiryText } from './PaymentMethodFields';
import { Facts } from '../../components/Facts';
import { StatusBadge } from '../../components/StatusBadge';

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
  const label = useNumberNames().deviceLabel(device);

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
          <Facts
            columns={2}
            items={[
              [
                t('autoPayment.method'),
                <>
                  {t(`autoPayment.type.${account.type}`)}
                  {account.type === 'bank' && account.bankName ? ` · ${account.bankName}` : ''}
                  {account.type === 'creditCard' && account.cardType
                    ? ` · ${account.cardType}`
                    : ''}
                </>,
              ],
              [t('autoPayment.account'), <span className="bs-mono">{maskedAccount(account)}</span>],
              account.mmyy ? [t('autoPayment.expiry'), expiryText(account.mmyy)] : null,
              [
                t('autoPayment.status'),
                <>
                  <StatusBadge tone={account.status === 'active' ? 'ok' : 'warn'}>
                    {t(`autoPayment.statuses.${account.status}`)}
                  </StatusBadge>
                  {account.since
                    ? ` ${t('autoPayment.since', { date: formatDate(account.since, i18n.language) })}`
                    : ''}
                </>,
              ],
            ]}
          />
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
