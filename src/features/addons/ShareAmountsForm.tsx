import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareMember, ShareTarget } from '../../api/dataShare';
import type { ApiError } from '../../api/http';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDataVolume } from '../../lib/format';
import { checkShareAmounts } from './shareAmounts';

/** The sent amounts in words: "2.00 GB to 0933555666, 1.00 GB to 0944…". */
export function useShareList() {
  const { t } = useTranslation('addons');
  const language = useLanguage();
  return (targets: ShareTarget[]) =>
    targets
      .map((target) =>
        t('share.toNumber', {
          volume: formatDataVolume(target.dataMB, language),
          number: target.deviceNo,
        }),
      )
      .join(t('share.listSeparator'));
}

type Amounts = Record<string, string>;
const fieldOf = (deviceNo: string) => `to${deviceNo}`;

/**
 * One amount field (GB) per number that can receive, checked before anything is sent: an amount
 * that is not one, or a total beyond `limitMB`, is refused at its field with `overLeft`'s words.
 * `confirmQuestion` asks before sending when given; `send` answers the failure or the success.
 */
export function ShareAmountsForm({
  title,
  heading,
  members,
  limitMB,
  overLeft,
  initial,
  allowNone,
  submitLabel,
  confirm,
  send,
}: {
  title: string;
  heading: ReactNode;
  members: ShareMember[];
  limitMB: number;
  overLeft: string;
  initial?: ShareTarget[];
  /** Sending no amount at all is a choice (the monthly settings: stop sharing). */
  allowNone?: boolean;
  submitLabel: string;
  confirm?: {
    question: (targets: ShareTarget[]) => string;
    label: (targets: ShareTarget[]) => string;
  };
  send: (targets: ShareTarget[]) => Promise<{ failure: ApiError } | { success: string }>;
}) {
  const { t } = useTranslation('addons');
  const language = useLanguage();
  const labelOf = (member: ShareMember) =>
    t('share.amountLabel', { number: member.deviceNo, plan: member.planName });
  const start = (deviceNo: string) => {
    const dataMB = initial?.find((row) => row.deviceNo === deviceNo)?.dataMB;
    return dataMB === undefined ? '' : String(Math.floor((dataMB / 1024) * 100) / 100);
  };
  const form = useForm<Amounts>(
    Object.fromEntries(members.map((member) => [fieldOf(member.deviceNo), start(member.deviceNo)])),
    {
      labels: Object.fromEntries(
        members.map((member) => [fieldOf(member.deviceNo), labelOf(member)]),
      ),
    },
  );
  const [pending, setPending] = useState<ShareTarget[] | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  async function deliver(targets: ShareTarget[]) {
    const result = await send(targets);
    setPending(null);
    if ('failure' in result) {
      form.fail(result.failure);
      return;
    }
    setSuccess(result.success);
    if (!allowNone) form.reset();
  }

  function submit(values: Amounts) {
    setSuccess(null);
    const { targets, problems } = checkShareAmounts(
      members.map((member) => ({
        deviceNo: member.deviceNo,
        text: values[fieldOf(member.deviceNo)] ?? '',
      })),
      limitMB,
    );
    const errors = Object.fromEntries(
      members.map((member) => {
        const problem = problems.get(member.deviceNo);
        return [
          fieldOf(member.deviceNo),
          problem === 'format' ? t('share.format') : problem === 'overLeft' ? overLeft : undefined,
        ];
      }),
    );
    const first = members[0];
    if (targets.length === 0 && !allowNone && problems.size === 0 && first) {
      errors[fieldOf(first.deviceNo)] = t('share.none');
    }
    if (!form.check(errors)) return undefined;
    if (confirm) {
      setPending(targets);
      return undefined;
    }
    return deliver(targets);
  }

  return (
    <Form
      form={form}
      title={title}
      heading={heading}
      onSubmit={submit}
      submitLabel={submitLabel}
      alertTitle={t('share.failed')}
      success={success}
      confirm={
        confirm &&
        pending && {
          question: confirm.question(pending),
          confirmLabel: confirm.label(pending),
          keepLabel: t('share.keep'),
          onConfirm: () => deliver(pending),
          onKeep: () => {
            setPending(null);
          },
        }
      }
    >
      {members.map((member) => (
        <TextField
          key={member.deviceNo}
          label={labelOf(member)}
          hint={t('share.amountHint', { left: formatDataVolume(limitMB, language) })}
          inputMode="decimal"
          autoComplete="off"
          suffix="GB"
          {...form.field(fieldOf(member.deviceNo))}
        />
      ))}
    </Form>
  );
}
