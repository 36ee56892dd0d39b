import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SMS_BILL_CANCEL_REASONS,
  type SmsBillCancelReason,
  type SmsBillStatus,
} from '../../api/types/bill';
import { Button } from '../../components/Button';
import { useNumberNames } from '../../components/useNumberNames';
import { SelectField } from '../../components/form/Field';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { QueryView } from '../../components/page/QueryView';
import { EmptyState } from '../../components/page/StatusStates';
import { formatDate } from '../../lib/format';
import type { Device } from '../../api/types/member';
import { ConfirmStep } from '../../components/ConfirmStep';
import {
  asApiError,
  useApplySmsBillMutation,
  useCancelSmsBillMutation,
  useGetSmsBillStatusQuery,
  type SmsLine,
} from './ebillApi';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { StatusBadge } from '../../components/StatusBadge';

interface PanelProps {
  device: Device;
  line: SmsLine;
  status: SmsBillStatus;
  onDone: (message: string) => void;
}

function isReason(value: string): value is SmsBillCancelReason {
  return SMS_BILL_CANCEL_REASONS.some((reason) => reason === value);
}

/** The active SMS bill, and stopping it after a question (a fixed line gives a reason). */
function ActiveSmsBill({ device, line, status, onDone }: PanelProps) {
  const { t, i18n } = useTranslation('ebill');
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const reasonId = useId();
  const [cancel, cancelling] = useCancelSmsBillMutation();
  const number = useNumberNames().deviceLabel(device);

  async function confirm() {
    if (cancelling.isLoading) return;
    let request;
    if (line === 'mobile') request = { line, rid: status.rid ?? '' } as const;
    else if (isReason(reason)) request = { line, reasonId: reason } as const;
    else {
      setReasonError(t('sms.reason.required'));
      document.getElementById(reasonId)?.focus();
      return;
    }
    setReasonError(undefined);
    const result = await cancel({ deviceNo: device.deviceNo, cancel: request });
    if ('error' in result) return;
    setAsking(false);
    onDone(t('sms.cancel.done', { number }));
  }

  return (
    <Card title={t('sms.active.heading')} className="eb-section" stack>
      <Facts
        columns={2}
        items={[
          [
            t('sms.active.status'),
            <StatusBadge tone="ok">{t('sms.active.statusActive')}</StatusBadge>,
          ],
          [t('sms.active.mobile'), status.mobile],
          status.appliedAt
            ? [t('sms.active.since'), formatDate(status.appliedAt, i18n.language)]
            : null,
        ]}
      />
      {asking ? (
        <ConfirmStep
          question={t('sms.cancel.question', { number })}
          confirmLabel={t('sms.cancel.confirm')}
          keepLabel={t('action.keep')}
          busy={cancelling.isLoading}
          error={cancelling.error ? asApiError(cancelling.error) : null}
          onConfirm={() => void confirm()}
          onKeep={() => {
            setAsking(false);
            setReasonError(undefined);
            cancelling.reset();
          }}
        >
          {line === 'fixline' ? (
            <SelectField
              id={reasonId}
              label={t('sms.reason.label')}
              placeholder={t('sms.reason.placeholder')}
              error={reasonError}
              value={reason}
              options={SMS_BILL_CANCEL_REASONS.map((id) => ({
                value: id,
                label: t(`sms.reason.options.${id}`),
              }))}
              onChange={(value) => {
                setReason(value);
                setReasonError(undefined);
              }}
            />
          ) : null}
        </ConfirmStep>
      ) : (
        <div className="eb-actions">
          <Button
            variant="secondary"
            onClick={() => {
              setAsking(true);
            }}
          >
            {t('sms.cancel.start')}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** No SMS bill yet: what it is, where the text goes, and applying. */
function ApplySmsBill({ device, line, status, onDone }: PanelProps) {
  const { t } = useTranslation('ebill');
  const [apply, applying] = useApplySmsBillMutation();

  async function submit() {
    if (applying.isLoading) return;
    const result = await apply({ deviceNo: device.deviceNo, line });
    if ('error' in result) return;
    onDone(t('sms.apply.done', { mobile: status.mobile }));
  }

  return (
    <EmptyState title={t('sms.none.title')}>
      <p>{t('sms.none.body', { mobile: status.mobile })}</p>
      <FormAlert error={applying.error ? asApiError(applying.error) : null} />
      <Button busy={applying.isLoading} onClick={() => void submit()}>
        {t('sms.apply.submit')}
      </Button>
    </EmptyState>
  );
}

/** The SMS bill of the current number: a mobile number's own, or a fixed line's. */
export function SmsBillPanel({ device, line }: { device: Device; line: SmsLine }) {
  const { t } = useTranslation('ebill');
  const status = useGetSmsBillStatusQuery({ deviceNo: device.deviceNo, line });
  const [done, setDone] = useState('');

  return (
    <QueryView query={status} loading={t('sms.loading')} errorTitle={t('sms.loadError')}>
      {(current) => {
        const props = { device, line, status: current, onDone: setDone };
        return (
          <>
            <FormSuccess>{done || null}</FormSuccess>
            {current.applied ? <ActiveSmsBill {...props} /> : <ApplySmsBill {...props} />}
          </>
        );
      }}
    </QueryView>
  );
}
