import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '../../api/prepaid';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import {
  validateIdOrPassport,
  validateNewPasswordPair,
  validatePrepaidCurrentPassword,
  validatePrepaidPassword,
  validatePrepaidPhone,
} from '../../lib/validators';
import { PrepaidField } from './PrepaidField';
import { useFieldErrors } from './useFieldErrors';
import { usePrepaidErrorMessage } from './usePrepaidErrorMessage';

type Field = 'phone' | 'idNumber' | 'oldPassword' | 'newPassword' | 'repeated';

interface ChangePasswordFormProps {
  initialNumber?: string;
  onChanged: (change: { ivrNo: string; newPassword: string }) => void;
}

/** ID or passport number, old password, new password twice (spec 02 §2.1, §5.1). */
export function ChangePasswordForm({ initialNumber = '', onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation('prepaid');
  const [fields, setFields] = useState<Record<Field, string>>({
    phone: initialNumber,
    idNumber: '',
    oldPassword: '',
    newPassword: '',
    repeated: '',
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const failureMessage = usePrepaidErrorMessage(failure);
  const { errors, check } = useFieldErrors<Field>();

  const bind = (field: Field) => ({
    'data-field': field,
    value: fields[field],
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [field]: event.target.value }));
    },
    error: errors[field],
  });

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (busy) return;
    const values = check({
      phone: validatePrepaidPhone(fields.phone),
      idNumber: validateIdOrPassport(fields.idNumber),
      oldPassword: validatePrepaidCurrentPassword(fields.oldPassword),
      newPassword: validatePrepaidPassword(fields.newPassword),
      repeated: validateNewPasswordPair(fields.newPassword, fields.repeated),
    });
    if (!values) return;
    setBusy(true);
    setFailure(null);
    const reply = await updatePassword({
      ivrNo: values.phone,
      custId: values.idNumber,
      oldPassword: values.oldPassword,
      newPassword: values.newPassword,
    });
    setBusy(false);
    if ('error' in reply) {
      setFailure(reply.error);
      return;
    }
    onChanged({ ivrNo: values.phone, newPassword: values.newPassword });
  }

  return (
    <form className="prepaid-form" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? (
        <p className="prepaid-alert" role="alert">
          {failureMessage}
        </p>
      ) : null}
      <PrepaidField
        label={t('login.phone')}
        hint={t('login.phoneHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...bind('phone')}
      />
      <PrepaidField label={t('password.idNumber')} autoComplete="off" {...bind('idNumber')} />
      <PrepaidField
        label={t('password.old')}
        hint={t('login.passwordHint')}
        type="password"
        inputMode="numeric"
        autoComplete="current-password"
        maxLength={4}
        {...bind('oldPassword')}
      />
      <PrepaidField
        label={t('password.new')}
        hint={t('login.passwordHint')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={4}
        {...bind('newPassword')}
      />
      <PrepaidField
        label={t('password.repeat')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={4}
        {...bind('repeated')}
        error={errors.newPassword ? undefined : errors.repeated}
      />
      <Button type="submit" busy={busy}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
