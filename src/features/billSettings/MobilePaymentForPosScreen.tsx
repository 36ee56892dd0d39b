import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { PosPaymentCode } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import { formatDateTime, formatMoney, formatMonth } from '../../lib/format';
import { maskPid } from '../../lib/mask';
import {
  validateFixedLinePhone,
  validateHnNumber,
  validateMobile,
  validatePid,
  type Validation,
} from '../../lib/validators';
import { asApiError, useGetPosPaymentCodesMutation } from './billSettingsApi';
import { TextField } from './Field';
import { FormAlert } from './FormAlert';
import { useFieldErrors } from './useFieldErrors';
import './billSettings.css';

/** A number of any kind that has a bill: mobile, fixed line (no extension) or HN. */
function validateBilledNumber(input: unknown): Validation {
  const text = typeof input === 'string' ? input.trim().toUpperCase() : '';
  if (text.startsWith('HN')) return validateHnNumber(text);
  if (text.startsWith('09')) return validateMobile(text);
  return validateFixedLinePhone(text, { allowExtension: false });
}

function PaymentCodes({ codes }: { codes: PosPaymentCode[] }) {
  const { t, i18n } = useTranslation('billSettings');
  return (
    <section className="bs-section" aria-labelledby="bs-pos-codes">
      <h2 id="bs-pos-codes" className="bs-section-title">
        {t('pos.codesTitle')}
      </h2>
      <p className="bs-note">{t('pos.codesIntro')}</p>
      <ul className="bs-list">
        {codes.map((code) => (
          <li key={code.receiptNo} className="card bs-row">
            <div className="bs-row__main">
              <p className="bs-row__title">
                {t('pos.bill', {
                  month: formatMonth(code.billMonth, i18n.language),
                  amount: formatMoney(code.amount),
                })}
              </p>
              <ol className="bs-barcodes" aria-label={t('pos.barcodes')}>
                {code.barcodes.map((segment) => (
                  <li key={segment} className="bs-mono">
                    {segment}
                  </li>
                ))}
              </ol>
              <p className="bs-muted">
                {t('pos.expires', { time: formatDateTime(code.expiresAt, i18n.language) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /MobilePaymentForPOS/:DeviceNo?/:Pid?: payment codes for a number's unpaid bills, to pay at a
 * store counter, found by number and the holder's ID (no login). The ID is taken out of the
 * address bar once read and shown masked.
 */
export default function MobilePaymentForPosScreen() {
  const { t } = useTranslation(['billSettings', 'titles']);
  const params = useParams();
  const navigate = useNavigate();
  const [deviceNo, setDeviceNo] = useState(params.DeviceNo ?? '');
  const [pid, setPid] = useState(params.Pid ?? '');
  const [pidFromLink, setPidFromLink] = useState((params.Pid ?? '') !== '');
  const { errors, check } = useFieldErrors<'deviceNo' | 'pid'>();
  const [lookUp, lookup] = useGetPosPaymentCodesMutation();

  useEffect(() => {
    if (params.Pid) {
      void navigate(href(paths.mobilePaymentForPos, { DeviceNo: params.DeviceNo }), {
        replace: true,
      });
    }
  }, [navigate, params.DeviceNo, params.Pid]);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (lookup.isLoading) return;
    // An ID from the link that does not pass becomes an ordinary field again, to be corrected.
    if (pidFromLink && !validatePid(pid).ok) setPidFromLink(false);
    const values = check({ deviceNo: validateBilledNumber(deviceNo), pid: validatePid(pid) });
    if (!values) return;
    await lookUp(values);
  }

  return (
    <PageFrame title={t('titles:mobilePaymentForPos')} context={t('pos.intro')}>
      <form
        className="card bs-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('pos.formLabel')}
      >
        <TextField
          label={t('pos.number')}
          hint={t('pos.numberHint')}
          autoComplete="off"
          data-field="deviceNo"
          value={deviceNo}
          error={errors.deviceNo}
          onChange={(event) => {
            setDeviceNo(event.target.value);
          }}
        />
        {pidFromLink ? (
          <div className="bs-field">
            <p className="bs-field__static">
              {t('pos.pidFromLink', { pid: maskPid(pid.trim().toUpperCase()) })}
            </p>
            <Button
              variant="link"
              onClick={() => {
                setPid('');
                setPidFromLink(false);
              }}
            >
              {t('pos.otherPid')}
            </Button>
          </div>
        ) : (
          <TextField
            label={t('pos.pid')}
            hint={t('pos.pidHint')}
            autoComplete="off"
            data-field="pid"
            value={pid}
            error={errors.pid}
            onChange={(event) => {
              setPid(event.target.value);
            }}
          />
        )}
        {lookup.error ? <FormAlert error={asApiError(lookup.error)} /> : null}
        <div className="bs-actions">
          <Button type="submit" busy={lookup.isLoading}>
            {t('pos.submit')}
          </Button>
        </div>
      </form>
      {lookup.data ? <PaymentCodes codes={lookup.data} /> : null}
    </PageFrame>
  );
}
