import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { validateEmail } from '../../lib/validators';
import { asApiError, useChangeEBillMutation } from './ebillApi';
import { useSavedEmails } from './useSavedEmails';

interface EmailFormProps {
  deviceNo: string;
  mode: 'apply' | 'update';
  /** The address the e-bill goes to now (update only). */
  currentEmail?: string;
  onSent: (email: string) => void;
}

/**
 * The address an e-bill goes to: typed, or taken from the addresses saved on this device. The
 * carrier mails a confirmation link to it; the address is remembered for next time.
 */
export function EmailForm({ deviceNo, mode, currentEmail = '', onSent }: EmailFormProps) {
  const { t } = useTranslation('ebill');
  const message = useValidationMessage();
  const headingId = useId();
  const label = t(mode === 'apply' ? 'eBill.email.label' : 'eBill.email.newLabel');
  const form = useForm({ email: '' }, { labels: { email: label } });
  const { suggestions, remember } = useSavedEmails();
  const [change] = useChangeEBillMutation();
  const offered = suggestions.filter((entry) => entry.toLowerCase() !== currentEmail.toLowerCase());

  async function submit(values: { email: string }) {
    const checked = validateEmail(values.email);
    const same =
      checked.ok && mode === 'update' && checked.value.toLowerCase() === currentEmail.toLowerCase();
    if (!form.check({ email: same ? t('eBill.update.same') : message(checked) }) || !checked.ok) {
      return;
    }
    const result = await change({ deviceNo, change: { kind: mode, email: checked.value } });
    if ('error' in result) {
      form.fail(asApiError(result.error));
      return;
    }
    remember(checked.value);
    form.reset();
    onSent(checked.value);
  }

  return (
    <section className="card eb-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="eb-section-title">
        {t(mode === 'apply' ? 'eBill.apply.heading' : 'eBill.update.heading')}
      </h2>
      <Form
        form={form}
        onSubmit={submit}
        submitLabel={t(mode === 'apply' ? 'eBill.apply.submit' : 'eBill.update.submit')}
        className="form form--wide eb-form"
        aria-labelledby={headingId}
      >
        <TextField
          {...form.field('email')}
          label={label}
          hint={t('eBill.email.hint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
        />
        {offered.length > 0 ? (
          <div className="eb-saved" role="group" aria-label={t('eBill.email.saved')}>
            <span className="eb-saved__label" aria-hidden="true">
              {t('eBill.email.saved')}
            </span>
            <ul className="eb-saved__list">
              {offered.map((entry) => (
                <li key={entry}>
                  <Button
                    variant="secondary"
                    className="eb-chip"
                    aria-label={t('eBill.email.use', { email: entry })}
                    onClick={() => {
                      form.setValue('email', entry);
                      form.clearErrors();
                      document.getElementById(form.fieldId('email'))?.focus();
                    }}
                  >
                    {entry}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Form>
    </section>
  );
}
