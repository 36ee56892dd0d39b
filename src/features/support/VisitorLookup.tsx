import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import type { SignLanguageVisitor } from '../../api/signLanguage';
import { Form } from '../../components/form/Form';
import { useCodeProblem } from '../../components/form/useCodeStep';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { validateMobile } from '../../lib/validators';
import { VisitorCode, type VisitorCodeState } from './VisitorCode';
import { useRefusal } from '../../components/useRefusal';

/** A visitor's proof: the mobile they booked with and the SMS code just sent to it. */
export type VisitorProof = SignLanguageVisitor;

interface LookupValues {
  mobile: string;
  captcha: string;
  otp: string;
}

const EMPTY: LookupValues = { mobile: '', captcha: '', otp: '' };
const CAPTCHA_CODES: readonly unknown[] = ['CAPTCHA_WRONG', 'CAPTCHA_EXPIRED'];

/**
 * "Find my booking" for a visitor after a reload: the mobile they booked with, the captcha and
 * a new SMS code. `find` asks with that proof and answers the failed call (null when found); a
 * wrong code is said at its field, and `onFound` gets the proof for the calls that follow.
 */
export function VisitorLookup({
  title,
  lead,
  sendOtp,
  find,
  onFound,
}: {
  title: string;
  lead: string;
  sendOtp: VisitorCodeState['sendOtp'];
  find: (proof: VisitorProof) => Promise<ApiError | null>;
  onFound: (proof: VisitorProof) => void;
}) {
  const { t } = useTranslation('support');
  const message = useValidationMessage();
  const codeProblem = useCodeProblem();
  const form = useForm<LookupValues>(EMPTY, {
    labels: { mobile: t('noLogin.mobile'), otp: t('noLogin.otp') },
  });
  const failure = useRefusal('support')(form.failure);
  const code: VisitorCodeState = { form, sendOtp, captchaCodes: CAPTCHA_CODES };

  async function submit(values: LookupValues) {
    const valid = form.check({
      mobile: message(validateMobile(values.mobile)),
      otp: codeProblem(values.otp),
    });
    if (!valid) return;
    const proof = { mobileNo: values.mobile.trim(), otp: values.otp.trim() };
    const error = await find(proof);
    if (error?.code === 'OTP_WRONG') form.setError('otp', t('noLogin.otpWrong'));
    else if (error) form.fail(error);
    else onFound(proof);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('lookup.submit')}
      title={title}
      failure={failure}
      className="service-section form"
      stack
    >
      <VisitorCode state={code} legend={t('lookup.mobileTitle')} lead={lead} />
    </Form>
  );
}
