import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HINET_REFUSAL_CODES, type StaticIpStatus } from '../../api/hinet';
import type { Device } from '../../api/types/member';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmStep } from '../../components/ConfirmStep';
import { Facts } from '../../components/Facts';
import { StatusBadge } from '../../components/StatusBadge';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useOpenOnKind } from '../../components/page/useOpenOnKind';
import { ErrorState } from '../../components/page/StatusStates';
import { useRefusal } from '../../components/useRefusal';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime } from '../../lib/format';
import { validateEmail } from '../../lib/validators/contact';
import { asApiError } from '../../state/portalApi';
import {
  useAllocateStaticIpMutation,
  useGetStaticIpQuery,
  useReleaseStaticIpMutation,
  useUpdateStaticIpEmailMutation,
} from './fixedlineApi';
import './fixedline.css';

/** A line without the service: why, and how to get it. */
function NoStaticIpService() {
  const { t } = useTranslation('fixedline');
  return (
    <Card title={t('staticIp.noServiceTitle')} stack>
      <p>{t('staticIp.noServiceBody')}</p>
      <p>
        {t('staticIp.howToApply')}{' '}
        <Link to={href(paths.serviceCenter)}>{t('staticIp.toServiceCenter')}</Link>
      </p>
    </Card>
  );
}

function AddressCard({ deviceNo, status }: { deviceNo: string; status: StaticIpStatus }) {
  const { t } = useTranslation('fixedline');
  const language = useLanguage();
  const refusal = useRefusal('fixedline');
  const [allocate, allocating] = useAllocateStaticIpMutation();
  const [release, releasing] = useReleaseStaticIpMutation();
  const [confirming, setConfirming] = useState(false);
  const allocated = status.ip !== '';

  async function confirmRelease() {
    const result = await release({ deviceNo });
    if ('data' in result) setConfirming(false);
  }

  return (
    <Card
      title={t('staticIp.addressTitle')}
      aside={
        <StatusBadge tone={allocated ? 'ok' : 'neutral'}>
          {t(allocated ? 'staticIp.allocated' : 'staticIp.none')}
        </StatusBadge>
      }
      stack
    >
      <Facts
        items={[
          [t('staticIp.address'), allocated ? status.ip : t('staticIp.noAddress')],
          allocated && status.allocatedAt
            ? [t('staticIp.since'), formatDateTime(status.allocatedAt, language)]
            : null,
        ]}
      />
      {allocated ? (
        confirming ? (
          <ConfirmStep
            question={t('staticIp.releaseQuestion', { ip: status.ip })}
            confirmLabel={t('staticIp.releaseConfirm')}
            keepLabel={t('staticIp.releaseKeep')}
            busy={releasing.isLoading}
            error={refusal(releasing.error)}
            onConfirm={() => void confirmRelease()}
            onKeep={() => {
              setConfirming(false);
            }}
          />
        ) : (
          <div className="form__actions">
            <Button
              variant="secondary"
              onClick={() => {
                releasing.reset();
                setConfirming(true);
              }}
            >
              {t('staticIp.release')}
            </Button>
          </div>
        )
      ) : (
        <>
          <p>{t('staticIp.allocateHint')}</p>
          <div className="form__actions">
            <Button busy={allocating.isLoading} onClick={() => void allocate({ deviceNo })}>
              {t('staticIp.allocate')}
            </Button>
          </div>
          {allocating.error ? (
            <ErrorState
              title={t('staticIp.allocateError')}
              error={refusal.of(allocating.error)}
              onRetry={() => void allocate({ deviceNo })}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}

function ContactEmailForm({ deviceNo, current }: { deviceNo: string; current: string }) {
  const { t } = useTranslation('fixedline');
  const message = useValidationMessage();
  const refusal = useRefusal('fixedline');
  const [save] = useUpdateStaticIpEmailMutation();
  const [saved, setSaved] = useState(false);
  const form = useForm({ email: current }, { labels: { email: t('staticIp.email') } });

  async function submit(values: { email: string }) {
    setSaved(false);
    const email = validateEmail(values.email);
    if (!form.check({ email: message(email) }) || !email.ok) return;
    const result = await save({ deviceNo, contactEmail: email.value });
    if ('error' in result) form.fail(refusal.of(result.error));
    else setSaved(true);
  }

  return (
    <Form
      form={form}
      title={t('staticIp.emailTitle')}
      onSubmit={submit}
      submitLabel={t('staticIp.emailSave')}
      summary={false}
      success={saved ? t('staticIp.emailSaved') : null}
    >
      <TextField
        label={t('staticIp.email')}
        hint={t('staticIp.emailHint')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
    </Form>
  );
}

function StaticIpContent({ device }: { device: Device }) {
  const { t } = useTranslation('fixedline');
  const query = useGetStaticIpQuery({ deviceNo: device.deviceNo });
  if (query.error && asApiError(query.error).code === HINET_REFUSAL_CODES.noStaticIpService) {
    return <NoStaticIpService />;
  }
  return (
    <QueryView query={query} loading={t('staticIp.loading')} errorTitle={t('staticIp.loadError')}>
      {(status) => (
        <div className="fl-stack">
          <AddressCard deviceNo={device.deviceNo} status={status} />
          <ContactEmailForm deviceNo={device.deviceNo} current={status.contactEmail ?? ''} />
        </div>
      )}
    </QueryView>
  );
}

/** /HiNetStaticIp - the broadband line's static IP: allocate, release, the notice e-mail. */
export default function HiNetStaticIpScreen() {
  const { t } = useTranslation('titles');
  useOpenOnKind('broadband');
  return (
    <MemberPageFrame title={t('hiNetStaticIp')} kinds={['broadband']}>
      {({ device }) => <StaticIpContent device={device} />}
    </MemberPageFrame>
  );
}
