import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPuk, pukForCustomer, type PukCodes } from '../../api/device';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { CaptchaField } from '../../components/form/CaptchaField';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FormAlert } from '../../components/form/FormAlert';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { PageFrame } from '../../components/page/PageFrame';
import { useCaptcha } from '../../components/useCaptcha';
import { validateMobile } from '../../lib/validators';
import { useIsMember } from '../../state/session';
import type { Device } from '../../api/types/member';
import { PukCodesPanel } from './PukCodesPanel';
import './mobile.css';

const SIM_SERIAL = /^\d{19,20}$/;
const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

/** Signed in: the codes of the chosen number, fetched when asked for. */
function MemberPuk({ device }: { device: Device }) {
  const { t } = useTranslation('mobile');
  const [codes, setCodes] = useState<PukCodes | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function lookUp() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await getPuk({ dssn: device.deviceNo });
    setBusy(false);
    if ('data' in result) setCodes(result.data);
    else setFailure(result.error);
  }

  if (codes) return <PukCodesPanel number={device.deviceNo} codes={codes} />;
  return (
    <div className="card mb-stack">
      <p>{t('puk.memberIntro')}</p>
      <FormAlert error={failure} />
      <div className="form__actions">
        <Button busy={busy} onClick={() => void lookUp()}>
          {t('puk.lookUp')}
        </Button>
      </div>
    </div>
  );
}

/** Not signed in: number, SIM serial and the holder's birthday, with a captcha. */
function GuestPuk() {
  const { t } = useTranslation('mobile');
  const message = useValidationMessage();
  const captcha = useCaptcha();
  const form = useForm(
    { number: '', serial: '', birthday: '', captcha: '' },
    {
      labels: {
        number: t('puk.number'),
        serial: t('puk.serial'),
        birthday: t('puk.birthday'),
        captcha: t('captcha.label', { ns: 'common' }),
      },
    },
  );
  const [found, setFound] = useState<{ number: string; codes: PukCodes } | null>(null);

  async function submit(values: typeof form.values) {
    const number = validateMobile(values.number);
    const serial = values.serial.replace(/\s/g, '');
    const valid = form.check({
      number: message(number),
      serial: SIM_SERIAL.test(serial) ? undefined : t('puk.serialError'),
      birthday: BIRTHDAY.test(values.birthday) ? undefined : t('puk.birthdayError'),
      captcha: values.captcha.trim() ? undefined : t('captcha.required'),
    });
    if (!valid || !number.ok || !captcha.challenge) return;
    const result = await pukForCustomer({
      number: number.value,
      simSerial: serial,
      birthday: values.birthday.replaceAll('-', ''),
      captcha: captcha.challenge.authToken,
      code: values.captcha.trim(),
    });
    // Every answer uses the captcha up.
    form.setValue('captcha', '');
    captcha.refresh();
    if ('data' in result) setFound({ number: number.value, codes: result.data });
    else if (result.error.code === 'CAPTCHA_WRONG') form.setError('captcha', t('captcha.wrong'));
    else if (result.error.code === 'PUK_MISMATCH') form.fail({ message: t('puk.mismatch') });
    else form.fail(result.error);
  }

  if (found) return <PukCodesPanel number={found.number} codes={found.codes} />;
  return (
    <Form form={form} onSubmit={submit} submitLabel={t('puk.lookUp')} className="card form">
      <p>{t('puk.guestIntro')}</p>
      <TextField
        {...form.field('number')}
        label={t('puk.number')}
        inputMode="tel"
        autoComplete="tel-national"
      />
      <TextField
        {...form.field('serial')}
        label={t('puk.serial')}
        hint={t('puk.serialHint')}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        {...form.field('birthday')}
        label={t('puk.birthday')}
        type="date"
        autoComplete="bday"
      />
      <CaptchaField {...form.field('captcha')} captcha={captcha} />
    </Form>
  );
}

/** /PUK: the SIM's unblocking codes, signed in for the chosen number or proved by the SIM card. */
export default function PukScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  const isMember = useIsMember();
  if (isMember) {
    return (
      <MemberPageFrame title={t('titles:puk')} kinds={['mobile']}>
        {({ device }) => <MemberPuk key={device.deviceNo} device={device} />}
      </MemberPageFrame>
    );
  }
  return (
    <PageFrame title={t('titles:puk')}>
      <GuestPuk />
    </PageFrame>
  );
}
