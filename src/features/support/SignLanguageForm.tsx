import { useTranslation } from 'react-i18next';
import {
  SIGN_LANGUAGE_TOPICS,
  type SignLanguageBooking,
  type SignLanguageSlot,
  type SignLanguageVisitor,
} from '../../api/signLanguage';
import { SelectField } from '../../components/form/Field';
import { TextAreaField } from '../../components/form/TextAreaField';
import { Form } from '../../components/form/Form';
import { useCodeProblem } from '../../components/form/useCodeStep';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { validateMobile, validateRequired } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import { hasFreeSlot, SlotPicker } from '../../components/lineService/SlotPicker';
import { useBookSignLanguageMutation, useSendSignLanguageOtpMutation } from './signLanguageApi';
import { VisitorCode, type VisitorCodeState } from './VisitorCode';
import { useRefusal } from '../../components/useRefusal';

interface SessionValues {
  date: string;
  time: string;
  topic: string;
  note: string;
  mobile: string;
  captcha: string;
  otp: string;
}

const EMPTY: SessionValues = {
  date: '',
  time: '',
  topic: '',
  note: '',
  mobile: '',
  captcha: '',
  otp: '',
};
const CAPTCHA_CODES: readonly unknown[] = ['CAPTCHA_WRONG', 'CAPTCHA_EXPIRED'];

/**
 * Books a sign-language video session at a free time; the payload goes to the carrier whole.
 * A visitor confirms a mobile with the captcha and the SMS code, which go with the booking.
 */
export function SignLanguageForm({
  slots,
  visitor,
  onBooked,
}: {
  slots: readonly SignLanguageSlot[];
  visitor: boolean;
  onBooked: (booking: SignLanguageBooking, proof: SignLanguageVisitor | null) => void;
}) {
  const { t } = useTranslation('support');
  const message = useValidationMessage();
  const codeProblem = useCodeProblem();
  const [book] = useBookSignLanguageMutation();
  const [sendOtp] = useSendSignLanguageOtpMutation();
  const form = useForm<SessionValues>(EMPTY, {
    labels: {
      date: t('lineService:booking.date'),
      time: t('lineService:booking.slot'),
      topic: t('sign.topic'),
      mobile: t('noLogin.mobile'),
      otp: t('noLogin.otp'),
    },
  });
  const failure = useRefusal('support')(form.failure);
  const code: VisitorCodeState = { form, sendOtp, captchaCodes: CAPTCHA_CODES };

  async function submit(values: SessionValues) {
    const valid = form.check({
      date: message(validateRequired(values.date)),
      time: message(validateRequired(values.time)),
      topic: message(validateRequired(values.topic)),
      mobile: visitor ? message(validateMobile(values.mobile)) : undefined,
      otp: visitor ? codeProblem(values.otp) : undefined,
    });
    if (!valid) return;
    const session = {
      date: values.date,
      time: values.time,
      topic: values.topic,
      note: values.note.trim(),
    };
    const proof = visitor ? { mobileNo: values.mobile.trim(), otp: values.otp.trim() } : null;
    const payload = proof ? { ...session, mobile: proof.mobileNo, otp: proof.otp } : session;
    const outcome = await book({ payload, visitor });
    if ('error' in outcome) {
      const error = asApiError(outcome.error);
      if (error.code === 'OTP_WRONG') {
        form.setError('otp', t('noLogin.otpWrong'));
        return;
      }
      form.fail(error);
      if (error.code === 'SIGN_SLOT_TAKEN') form.setValue('time', '');
      return;
    }
    onBooked(outcome.data, proof);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      failure={failure}
      submitLabel={form.busy ? t('booking.sending') : t('sign.submit')}
      title={t('sign.bookTitle')}
      className="service-section form"
      stack
    >
      {hasFreeSlot(slots) ? null : <p className="notice">{t('sign.full')}</p>}
      <div className="service-grid">
        <SlotPicker form={form} slots={slots} />
        <SelectField
          {...form.field('topic')}
          label={t('sign.topic')}
          placeholder={t('lineService:report.choose')}
          options={SIGN_LANGUAGE_TOPICS.map((topic) => ({
            value: topic,
            label: t(`sign.topics.${topic}`),
          }))}
        />
      </div>
      <TextAreaField
        {...form.field('note')}
        label={t('sign.note')}
        hint={t('sign.noteHint')}
        maxLength={100}
      />
      {visitor ? <VisitorCode state={code} /> : null}
    </Form>
  );
}
