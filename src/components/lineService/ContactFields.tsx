import { useTranslation } from 'react-i18next';
import { TextField } from '../form/Field';
import { TextAreaField } from '../form/TextAreaField';
import type { FieldProps } from '../form/useForm';
import { validateRequired } from '../../lib/validators';
import { validateContactPhone } from '../../lib/contactPhone';
import './lineService.css';

interface ContactValues {
  name: string;
  phone: string;
  phone2: string;
}

/** The part of a form (useForm) that holds the contact of a report. */
interface ContactForm {
  field: (name: keyof ContactValues) => FieldProps<string>;
}

/**
 * Contact name, phone and an optional second phone of a fault report. The service layer trims
 * them and joins the second phone to the first with a comma (spec 01 §5).
 */
export function ContactFields({ form }: { form: ContactForm }) {
  const { t } = useTranslation('lineService');
  return (
    <div className="service-grid">
      <TextField
        {...form.field('name')}
        label={t('contact.name')}
        autoComplete="name"
        maxLength={40}
      />
      <TextField
        {...form.field('phone')}
        label={t('contact.phone')}
        hint={t('contact.phoneHint')}
        type="tel"
        autoComplete="tel"
        maxLength={20}
      />
      <TextField
        {...form.field('phone2')}
        label={t('contact.phone2')}
        hint={t('contact.phone2Hint')}
        type="tel"
        maxLength={20}
      />
    </div>
  );
}

/** The messages of the contact fields (undefined where a field is fine), for `form.check`. */
export function contactErrors(
  values: ContactValues,
  message: (result: ReturnType<typeof validateRequired>) => string | undefined,
) {
  return {
    name: message(validateRequired(values.name)),
    phone: message(validateContactPhone(values.phone)),
    phone2: message(validateContactPhone(values.phone2, true)),
  };
}

/** The part of a form that holds a fault report's description and its contact. */
interface FaultForm {
  field: (name: keyof ContactValues | 'description') => FieldProps<string>;
}

/** What is wrong (up to 200 characters), then the contact: the body of a fault report. */
export function FaultFields({ form, hint }: { form: FaultForm; hint: string }) {
  const { t } = useTranslation('lineService');
  return (
    <>
      <TextAreaField
        {...form.field('description')}
        label={t('report.description')}
        hint={hint}
        maxLength={200}
      />
      <ContactFields form={form} />
    </>
  );
}
