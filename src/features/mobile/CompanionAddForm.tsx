import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanionKind, OneNumberAccount } from '../../api/device';
import { RadioGroup, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { formatMoney } from '../../lib/format';
import { checkSimId, type SimIdCheck } from '../../lib/simIds';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../api/types/member';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAddCompanionMutation } from './mobileApi';

const KINDS: readonly CompanionKind[] = ['watch', 'tablet'];
const NAME_MAX = 20;

interface Values {
  kind: CompanionKind | '';
  identifier: string;
  name: string;
}

/** The message of an EID or SIM serial that does not pass, by what is wrong with it. */
function identifierError(check: SimIdCheck): string | undefined {
  if (check.ok) return undefined;
  if (check.reason === 'checksum') return `oneNumber.idChecksum.${check.kind ?? 'eid'}`;
  return check.reason === 'required' ? 'oneNumber.idRequired' : 'oneNumber.idFormat';
}

/**
 * Adds a companion SIM: the kind of device, its EID (eSIM) or SIM serial, an optional name. The
 * input is checked at the field first; the confirmation says what it costs; a refusal (in use,
 * full) keeps what was typed.
 */
export function CompanionAddForm({
  device,
  account,
  onAdded,
}: {
  device: Device;
  account: OneNumberAccount;
  onAdded: (name: string) => void;
}) {
  const { t } = useTranslation('mobile');
  const [add] = useAddCompanionMutation();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<Values>(
    { kind: '', identifier: '', name: '' },
    {
      labels: {
        kind: t('oneNumber.kind'),
        identifier: t('oneNumber.identifier'),
        name: t('oneNumber.name'),
      },
    },
  );
  const { kind } = form.values;
  const kindLabel = kind ? t(`oneNumber.kindName.${kind}`) : '';
  const deviceName = form.values.name.trim() || kindLabel;

  function review() {
    const idKey = identifierError(checkSimId(form.values.identifier));
    const valid = form.check({
      kind: kind ? undefined : t('oneNumber.kindError'),
      identifier: idKey ? t(idKey) : undefined,
      name:
        Array.from(form.values.name.trim()).length > NAME_MAX
          ? t('oneNumber.nameError', { max: NAME_MAX })
          : undefined,
    });
    if (valid) setConfirming(true);
    return undefined;
  }

  function confirm() {
    // One call at a time: a double click on confirm adds the device once.
    void form.run(async () => {
      const checked = checkSimId(form.values.identifier);
      if (!kind || !checked.ok) return;
      const result = await add({
        deviceNo: device.deviceNo,
        kind,
        identifier: checked.value,
        name: form.values.name.trim(),
      });
      setConfirming(false);
      if ('data' in result) {
        onAdded(deviceName);
        form.reset();
        return;
      }
      const error = asApiError(result.error);
      if (error.code === 'COMPANION_DUPLICATE') {
        form.setError('identifier', t('oneNumber.idInUse'));
      } else if (error.code === 'COMPANION_ID_INVALID') {
        form.setError('identifier', t('oneNumber.idFormat'));
      } else {
        form.fail(error);
      }
    });
  }

  return (
    <>
      <Form
        form={form}
        onSubmit={review}
        submitLabel={t('oneNumber.add')}
        alertTitle={t('oneNumber.addError')}
        title={t('oneNumber.addTitle')}
        className="form form--wide"
        stack
      >
        <RadioGroup
          {...form.field('kind')}
          label={t('oneNumber.kind')}
          name="mb-one-kind"
          options={KINDS.map((option) => ({
            value: option,
            label: t(`oneNumber.kindName.${option}`),
          }))}
        />
        <TextField
          {...form.field('identifier')}
          label={t('oneNumber.identifier')}
          hint={t('oneNumber.identifierHint')}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
        />
        <TextField
          {...form.field('name')}
          label={t('oneNumber.name')}
          hint={t('oneNumber.nameHint', { max: NAME_MAX })}
          autoComplete="off"
        />
      </Form>
      {confirming && kind ? (
        <ConfirmDialog
          title={t('oneNumber.addConfirmTitle', { name: deviceName })}
          confirmLabel={t('oneNumber.addConfirm')}
          busy={form.busy}
          onConfirm={confirm}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          <p>{t('oneNumber.addGet', { number: account.primaryNo })}</p>
          <p>{t('oneNumber.addCost', { amount: formatMoney(account.monthlyFee) })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
