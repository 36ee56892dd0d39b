import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getPuk, pukForCustomer, type PukCodes } from '../../api/device';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { MemberPageFrame } from '../../components/MemberPageFrame';
import { PageFrame } from '../../components/PageFrame';
import { useCaptcha } from '../../components/useCaptcha';
import { validateMobile } from '../../lib/validators';
import { selectIsLogin } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import type { Device } from '../../state/types';
import { CaptchaField, FormAlert, MobileOnly, TextField } from './MobileParts';
import { PukCodesPanel } from './PukCodesPanel';

const SIM_SERIAL = /^\d{19,20}$/;

function PukRefusal({ error }: { error: ApiError }) {
  const { t } = useTranslation('mobile');
  if (error.code !== 'PUK_MISMATCH') return <FormAlert error={error} />;
  return (
    <p className="mb-alert" role="alert">
      {t('puk.mismatch')}
    </p>
  );
}

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
      {failure ? <FormAlert error={failure} /> : null}
      <div className="mb-actions">
        <Button busy={busy} onClick={() => void lookUp()}>
          {t('puk.lookUp')}
        </Button>
      </div>
    </div>
  );
}

interface GuestErrors {
  number?: string;
  serial?: string;
  birthday?: string;
  captcha?: string;
}

/** Not signed in: number, SIM serial and the holder's birthday, with a captcha. */
function GuestPuk() {
  const { t } = useTranslation('mobile');
  const { t: tv } = useTranslation('validation');
  const captcha = useCaptcha();
  const [values, setValues] = useState({ number: '', serial: '', birthday: '', answer: '' });
  const [errors, setErrors] = useState<GuestErrors>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<{ number: string; codes: PukCodes } | null>(null);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const number = validateMobile(values.number);
    const serial = values.serial.replace(/\s/g, '');
    const next: GuestErrors = {};
    if (!number.ok) next.number = tv(number.error, number.params);
    if (!SIM_SERIAL.test(serial)) next.serial = t('puk.serialError');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.birthday)) next.birthday = t('puk.birthdayError');
    if (values.answer.trim() === '') next.captcha = t('captcha.required');
    setErrors(next);
    const first = (['number', 'serial', 'birthday', 'captcha'] as const).find((key) => next[key]);
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    if (!number.ok || !captcha.challenge) return;
    setBusy(true);
    const result = await pukForCustomer({
      number: number.value,
      simSerial: serial,
      birthday: values.birthday.replaceAll('-', ''),
      captcha: captcha.challenge.authToken,
      code: values.answer.trim(),
    });
    setBusy(false);
    // Every answer uses the captcha up.
    setValues((current) => ({ ...current, answer: '' }));
    captcha.refresh();
    if ('data' in result) {
      setFound({ number: number.value, codes: result.data });
    } else if (result.error.code === 'CAPTCHA_WRONG') {
      setErrors({ captcha: t('captcha.wrong') });
      document.querySelector<HTMLElement>('[data-field="captcha"]')?.focus();
    } else {
      setFailure(result.error);
    }
  }

  if (found) return <PukCodesPanel number={found.number} codes={found.codes} />;
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [key]: event.target.value });
    },
  });
  return (
    <form className="card mb-stack" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('puk.guestIntro')}</p>
      <TextField
        label={t('puk.number')}
        inputMode="tel"
        autoComplete="tel-national"
        data-field="number"
        error={errors.number}
        {...field('number')}
      />
      <TextField
        label={t('puk.serial')}
        hint={t('puk.serialHint')}
        inputMode="numeric"
        autoComplete="off"
        data-field="serial"
        error={errors.serial}
        {...field('serial')}
      />
      <TextField
        label={t('puk.birthday')}
        type="date"
        autoComplete="bday"
        data-field="birthday"
        error={errors.birthday}
        {...field('birthday')}
      />
      <CaptchaField
        captcha={captcha}
        value={values.answer}
        error={errors.captcha}
        onChange={(answer) => {
          setValues({ ...values, answer });
        }}
      />
      {failure ? <PukRefusal error={failure} /> : null}
      <div className="mb-actions">
        <Button type="submit" busy={busy}>
          {t('puk.lookUp')}
        </Button>
      </div>
    </form>
  );
}

/** /PUK: the SIM's unblocking codes, signed in for the chosen number or proved by the SIM card. */
export default function PukScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  const isLogin = useAppSelector(selectIsLogin);
  const token = useAppSelector(selectMemberToken);
  if (isLogin && token !== '') {
    return (
      <MemberPageFrame title={t('titles:puk')} ns="mobile">
        {({ device }) => (
          <MobileOnly device={device}>
            <MemberPuk key={device.deviceNo} device={device} />
          </MobileOnly>
        )}
      </MemberPageFrame>
    );
  }
  return (
    <PageFrame title={t('titles:puk')}>
      <GuestPuk />
    </PageFrame>
  );
}
