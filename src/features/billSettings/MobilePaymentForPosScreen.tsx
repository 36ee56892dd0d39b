import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { PosPaymentCode } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
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
import { Card } from '../../components/Card';
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
    <Card title={t('pos.codesTitle')} className="bs-section" plain stack>
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
    </Card>
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
  const message = useValidationMessage();
  const form = useForm(
    { deviceNo: params.DeviceNo ?? '', pid: params.Pid ?? '' },
    { labels: { deviceNo: t('pos.number'), pid: t('pos.pid') } },
  );
  const [pidFromLink, setPidFromLink] = useState((params.Pid ?? '') !== '');
  const [lookUp, lookup] = useGetPosPaymentCodesMutation();

  useEffect(() => {
    if (params.Pid) {
      void navigate(href(paths.mobilePaymentForPos, { DeviceNo: params.DeviceNo }), {
        replace: true,
      });
    }
  }, [navigate, params.DeviceNo, params.Pid]);

  async function submit({ deviceNo, pid }: { deviceNo: string; pid: string }) {
    const number = validateBilledNumber(deviceNo);
    const id = validatePid(pid);
    // An ID from the link that does not pass becomes an ordinary field again, to be corrected.
    if (pidFromLink && !id.ok) setPidFromLink(false);
    if (!form.check({ deviceNo: message(number), pid: message(id) }) || !number.ok || !id.ok) {
      return;
    }
    const result = await lookUp({ deviceNo: number.value, pid: id.value });
    if ('error' in result) form.fail(asApiError(result.error));
  }

  return (
    <PageFrame title={t('titles:mobilePaymentForPos')} context={t('pos.intro')}>
      <Form
        form={form}
        onSubmit={submit}
        submitLabel={t('pos.submit')}
        className="card form form--wide bs-form"
        aria-label={t('pos.formLabel')}
      >
        <TextField
          {...form.field('deviceNo')}
          label={t('pos.number')}
          hint={t('pos.numberHint')}
          autoComplete="off"
        />
        {pidFromLink ? (
          <div className="field">
            <p className="bs-static">
              {t('pos.pidFromLink', { pid: maskPid(form.values.pid.trim().toUpperCase()) })}
            </p>
            <Button
              variant="link"
              onClick={() => {
                form.setValue('pid', '');
                setPidFromLink(false);
              }}
            >
              {t('pos.otherPid')}
            </Button>
          </div>
        ) : (
          <TextField
            {...form.field('pid')}
            label={t('pos.pid')}
            hint={t('pos.pidHint')}
            autoComplete="off"
          />
        )}
      </Form>
      {lookup.data ? <PaymentCodes codes={lookup.data} /> : null}
    </PageFrame>
  );
}
