import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { validateEmail } from '../../lib/validators';
import { asApiError, useChangeEBillMutation } from './ebillApi';
import { TextField } from './Field';
import { FormAlert } from './Notices';
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
  const { t } = useTranslation(['ebill', 'validation']);
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { suggestions, remember } = useSavedEmails();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [change, sending] = useChangeEBillMutation();
  const offered = suggestions.filter((entry) => entry.toLowerCase() !== currentEmail.toLowerCase());

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (sending.isLoading) return;
    const checked = validateEmail(email);
    let message: string | undefined;
    if (!checked.ok) message = t(checked.error, { ns: 'validation', ...checked.params });
    else if (mode === 'update' && checked.value.toLowerCase() === currentEmail.toLowerCase()) {
      message = t('eBill.update.same');
    }
    setError(message);
    if (message !== undefined || !checked.ok) {
      input.current?.focus();
      return;
    }
    const result = await change({ deviceNo, change: { kind: mode, email: checked.value } });
    if ('error' in result) return;
    remember(checked.value);
    setEmail('');
    onSent(checked.value);
  }

  return (
    <section className="card eb-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="eb-section-title">
        {t(mode === 'apply' ? 'eBill.apply.heading' : 'eBill.update.heading')}
      </h2>
      <form
        className="eb-form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          ref={input}
          label={t(mode === 'apply' ? 'eBill.email.label' : 'eBill.email.newLabel')}
          hint={t('eBill.email.hint')}
          error={error}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
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
                      setEmail(entry);
                      setError(undefined);
                      input.current?.focus();
                    }}
                  >
                    {entry}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {sending.error ? <FormAlert error={asApiError(sending.error)} /> : null}
        <div className="eb-actions">
          <Button type="submit" busy={sending.isLoading}>
            {t(mode === 'apply' ? 'eBill.apply.submit' : 'eBill.update.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
