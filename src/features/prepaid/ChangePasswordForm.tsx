import { useTranslation } from 'react-i18next';
import { updatePassword } from '../../api/prepaid';
import { TextField, type TextFieldProps } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import {
  validateIdOrPassport,
  validateNewPasswordPair,
  validatePrepaidCurrentPassword,
  validatePrepaidPassword,
  validatePrepaidPhone,
} from '../../lib/validators';
import { usePrepaidFailure } from './usePrepaidErrorMessage';

interface ChangePasswordFormProps {
  initialNumber?: string;
  onChanged: (change: { ivrNo: string; newPassword: string }) => void;
}

/** The 4-digit password inputs share everything but their label, hint and autocomplete. */
const PIN: Partial<TextFieldProps> = { type: 'password', inputMode: 'numeric', maxLength: 4 };

/** ID or passport number, old password, new password twice (spec 02 §2.1, §5.1). */
export function ChangePasswordForm({ initialNumber = '', onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation('prepaid');
  const message = useValidationMessage();
  const labels = {
    phone: t('login.phone'),
    idNumber: t('password.idNumber'),
    oldPassword: t('password.old'),
    newPassword: t('password.new'),
    repeated: t('password.repeat'),
  };
  const form = useForm({
    phone: initialNumber,
    idNumber: '',
    oldPassword: '',
    newPassword: '',
    repeated: '',
  });
  const failure = usePrepaidFailure(form.failure);

  const bind = (name: keyof typeof labels) => ({ ...form.field(name), label: labels[name] });

  async function submit(values: typeof form.values) {
    const phone = validatePrepaidPhone(values.phone);
    const idNumber = validateIdOrPassport(values.idNumber);
    const oldPassword = validatePrepaidCurrentPassword(values.oldPassword);
    const newPassword = validatePrepaidPassword(values.newPassword);
    const repeated = validateNewPasswordPair(values.newPassword, values.repeated);
    const valid = form.check({
      phone: message(phone),
      idNumber: message(idNumber),
      oldPassword: message(oldPassword),
      newPassword: message(newPassword),
      // One message at a time: a bad new password is corrected before its repetition.
      repeated: newPassword.ok ? message(repeated) : undefined,
    });
    if (!valid || !phone.ok || !idNumber.ok || !oldPassword.ok || !newPassword.ok) return;
    const reply = await updatePassword({
      ivrNo: phone.value,
      custId: idNumber.value,
      oldPassword: oldPassword.value,
      newPassword: newPassword.value,
    });
    if ('error' in reply) form.fail(reply.error);
    else onChanged({ ivrNo: phone.value, newPassword: newPassword.value });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('password.submit')}
      summary={false}
      failure={failure}
      className="form prepaid-form"
    >
      <TextField
        hint={t('login.phoneHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...bind('phone')}
      />
      <TextField autoComplete="off" {...bind('idNumber')} />
      <TextField
        {...PIN}
        hint={t('login.passwordHint')}
        autoComplete="current-password"
        {...bind('oldPassword')}
      />
      <TextField
        {...PIN}
        hint={t('login.passwordHint')}
        autoComplete="new-password"
        {...bind('newPassword')}
      />
      <TextField {...PIN} autoComplete="new-password" {...bind('repeated')} />
    </Form>
  );
}
