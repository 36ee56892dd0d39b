import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/Field';
import { validateRequired } from '../../lib/validators';
import { validateContactPhone } from './contactPhone';

interface ContactValues {
  name: string;
  phone: string;
  phone2: string;
}

/** The part of a form (useForm) that holds the contact of a report. */
interface ContactForm {
  values: ContactValues;
  errors: { name?: string; phone?: string; phone2?: string };
  fieldId: (name: keyof ContactValues) => string;
  setValue: (name: keyof ContactValues, value: string) => void;
}

/**
 * Contact name, phone and an optional second phone of a fault report. The service layer trims
 * them and joins the second phone to the first with a comma (spec 01 §5).
 */
export function ContactFields({ form }: { form: ContactForm }) {
  const { t } = useTranslation('support');
  const { values, errors } = form;
  return (
    <div className="sp-grid">
      <TextField
        id={form.fieldId('name')}
        label={t('contact.name')}
        error={errors.name}
        autoComplete="name"
        maxLength={40}
        value={values.name}
        onChange={(event) => {
          form.setValue('name', event.target.value);
        }}
      />
      <TextField
        id={form.fieldId('phone')}
        label={t('contact.phone')}
        hint={t('contact.phoneHint')}
        error={errors.phone}
        type="tel"
        autoComplete="tel"
        maxLength={20}
        value={values.phone}
        onChange={(event) => {
          form.setValue('phone', event.target.value);
        }}
      />
      <TextField
        id={form.fieldId('phone2')}
        label={t('contact.phone2')}
        hint={t('contact.phone2Hint')}
        error={errors.phone2}
        type="tel"
        maxLength={20}
        value={values.phone2}
        onChange={(event) => {
          form.setValue('phone2', event.target.value);
        }}
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
interface FaultForm extends ContactForm {
  values: ContactValues & { description: string };
  errors: ContactForm['errors'] & { description?: string };
  fieldId: (name: keyof ContactValues | 'description') => string;
  setValue: (name: keyof ContactValues | 'description', value: string) => void;
}

/** What is wrong (up to 200 characters), then the contact: the body of a fault report. */
export function FaultFields({ form, hint }: { form: FaultForm; hint: string }) {
  const { t } = useTranslation('support');
  return (
    <>
      <TextField
        id={form.fieldId('description')}
        label={t('report.description')}
        hint={hint}
        error={form.errors.description}
        maxLength={200}
        value={form.values.description}
        onChange={(event) => {
          form.setValue('description', event.target.value);
        }}
      />
      <ContactFields form={form} />
    </>
  );
}
