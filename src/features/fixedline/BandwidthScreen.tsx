import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BandwidthConfig, BandwidthTier } from '../../api/bandwidth';
import type { Device } from '../../api/types/member';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { RadioGroup, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useOpenOnKind } from '../../components/page/useOpenOnKind';
import { useRefusal } from '../../components/useRefusal';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import { validateSessionPassword } from '../../lib/validators';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import {
  useGetBandwidthQuery,
  useUpdateBandwidthMutation,
  useUpdateSessionPasswordMutation,
} from './fixedlineApi';
import './fixedline.css';

function useTierText() {
  const { t } = useTranslation('fixedline');
  return (tier: BandwidthTier) =>
    t('bandwidth.tierLine', {
      name: tier.name,
      down: tier.downMbps,
      up: tier.upMbps,
      fee: formatMoney(tier.monthlyFee),
    });
}

function TierForm({ deviceNo, config }: { deviceNo: string; config: BandwidthConfig }) {
  const { t } = useTranslation('fixedline');
  const language = useLanguage();
  const refusal = useRefusal('fixedline');
  const tierText = useTierText();
  const [update] = useUpdateBandwidthMutation();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({ tierId: '' }, { labels: { tierId: t('bandwidth.newTier') } });
  const chosen = config.tiers.find((tier) => tier.id === form.values.tierId);

  function submit(values: { tierId: string }) {
    setDone(null);
    const problem =
      values.tierId === ''
        ? t('bandwidth.chooseTier')
        : values.tierId === config.currentTierId
          ? t('bandwidth.sameTier')
          : undefined;
    if (form.check({ tierId: problem })) setConfirming(true);
    return undefined;
  }

  async function confirm() {
    const result = await update({ deviceNo, tierId: form.values.tierId });
    setConfirming(false);
    if ('error' in result) {
      form.fail(refusal.of(result.error));
      return;
    }
    setDone(
      t('bandwidth.changed', {
        name: result.data.tier.name,
        date: formatDate(result.data.effectiveFrom, language),
      }),
    );
    form.reset({ tierId: '' });
  }

  return (
    <Form
      form={form}
      title={t('bandwidth.changeTitle')}
      onSubmit={submit}
      submitLabel={t('bandwidth.change')}
      summary={false}
      success={done}
      confirm={
        confirming &&
        chosen && {
          question: t('bandwidth.confirmQuestion', {
            name: chosen.name,
            fee: formatMoney(chosen.monthlyFee),
            date: formatDate(config.changeFrom, language),
          }),
          confirmLabel: t('bandwidth.confirm'),
          keepLabel: t('bandwidth.keep'),
          onConfirm: confirm,
          onKeep: () => {
            setConfirming(false);
          },
        }
      }
    >
      <RadioGroup
        label={t('bandwidth.newTier')}
        layout="cards"
        options={config.tiers.map((tier) => ({
          value: tier.id,
          label: tierText(tier),
          disabled: tier.id === config.currentTierId,
        }))}
        {...form.field('tierId')}
      />
    </Form>
  );
}

function SessionPasswordForm({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('fixedline');
  const refusal = useRefusal('fixedline');
  const message = useValidationMessage();
  const [save] = useUpdateSessionPasswordMutation();
  const [saved, setSaved] = useState(false);
  const form = useForm(
    { password: '', again: '' },
    { labels: { password: t('session.password'), again: t('session.again') } },
  );

  async function submit(values: { password: string; again: string }) {
    setSaved(false);
    const valid = form.check({
      password: message(validateSessionPassword(values.password)),
      again: values.again === values.password ? undefined : t('session.mismatch'),
    });
    if (!valid) return;
    const result = await save({ deviceNo, password: values.password });
    if ('error' in result) form.fail(refusal.of(result.error));
    else {
      setSaved(true);
      form.reset({ password: '', again: '' });
    }
  }

  return (
    <Form
      form={form}
      title={t('session.title')}
      onSubmit={submit}
      submitLabel={t('session.save')}
      success={saved ? t('session.saved') : null}
    >
      <p>{t('session.intro')}</p>
      <TextField
        label={t('session.password')}
        hint={t('session.rules')}
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
      />
      <TextField
        label={t('session.again')}
        type="password"
        autoComplete="new-password"
        {...form.field('again')}
      />
    </Form>
  );
}

function BandwidthContent({ device }: { device: Device }) {
  const { t } = useTranslation('fixedline');
  const tierText = useTierText();
  return (
    <QueryView
      query={useGetBandwidthQuery({ deviceNo: device.deviceNo })}
      loading={t('bandwidth.loading')}
      errorTitle={t('bandwidth.loadError')}
    >
      {(config) => {
        const current = config.tiers.find((tier) => tier.id === config.currentTierId);
        return (
          <div className="fl-stack">
            <Card title={t('bandwidth.currentTitle')} stack>
              <Facts
                items={[
                  [t('bandwidth.current'), current ? tierText(current) : t('bandwidth.unknown')],
                ]}
              />
            </Card>
            <TierForm deviceNo={device.deviceNo} config={config} />
            <SessionPasswordForm deviceNo={device.deviceNo} />
          </div>
        );
      }}
    </QueryView>
  );
}

/** /Bandwidth - the broadband line's speed tier and a change; the PPPoE session password. */
export default function BandwidthScreen() {
  const { t } = useTranslation('titles');
  useOpenOnKind('broadband');
  return (
    <MemberPageFrame title={t('bandwidth')} kinds={['broadband']}>
      {({ device }) => <BandwidthContent device={device} />}
    </MemberPageFrame>
  );
}
