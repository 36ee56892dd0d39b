import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EReceiptReissue } from '../../api/eReceipt';
import type { ApiError } from '../../api/http';
import type { BillStatus, EbillDownload, EbillDownloadType } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { asApiError, useDownloadBillMutation, useReissueBillMutation } from './billApi';
import { CheckboxField, FieldGroup } from '../../components/form/Field';
import { FormAlert } from '../../components/form/FormAlert';

interface BillRef {
  deviceNo: string;
  billMonth: string;
  receiptNo: string;
  status: BillStatus;
}

/** The file as a link target: a blob URL where the browser has them, else a data URL. */
function fileUrl(file: EbillDownload): string | null {
  try {
    const bytes = Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0));
    if (typeof URL.createObjectURL === 'function') {
      return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
    }
    return `data:application/pdf;base64,${file.content}`;
  } catch {
    return null;
  }
}

/** Prepares a PDF (EbillDownloadCheck) and offers it to save; the browser download starts at once. */
function Download({ bill, type }: { bill: BillRef; type: EbillDownloadType }) {
  const { t } = useTranslation('bill');
  const [download, { isLoading }] = useDownloadBillMutation();
  const [file, setFile] = useState<{ name: string; url: string } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(
    () => () => {
      if (file?.url.startsWith('blob:')) URL.revokeObjectURL(file.url);
    },
    [file],
  );

  async function prepare() {
    setError(null);
    const result = await download({ ...bill, type });
    if (result.error) {
      setError(asApiError(result.error));
      return;
    }
    const url = fileUrl(result.data);
    if (!url) {
      setError({ message: t('docs.unreadable') });
      return;
    }
    setFile({ name: result.data.fileName, url });
    if (url.startsWith('blob:')) {
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = result.data.fileName;
      anchor.click();
    }
  }

  return (
    <div className="bill-docs__item">
      <Button variant="secondary" busy={isLoading} onClick={() => void prepare()}>
        {isLoading
          ? t('docs.preparing')
          : t(type === 'bill' ? 'docs.downloadBill' : 'docs.downloadReceipt')}
      </Button>
      {file ? (
        <p className="bill-docs__ready">
          {t('docs.ready')}{' '}
          <a href={file.url} download={file.name}>
            {t('docs.save', { file: file.name })}
          </a>
        </p>
      ) : null}
      <FormAlert error={error} title={t('docs.downloadError')} />
    </div>
  );
}

/** Sends copies of the month by e-mail: the bill, the payment receipt (paid months), or both. */
function Reissue({ bill }: { bill: BillRef }) {
  const { t } = useTranslation('bill');
  const id = useId();
  const [reissue, { isLoading }] = useReissueBillMutation();
  const [billCopy, setBillCopy] = useState(false);
  const [receipt, setReceipt] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<EReceiptReissue | null>(null);
  const paid = bill.status === 'paid';

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setDone(null);
    setError(null);
    if (!billCopy && !receipt) {
      setInvalid(true);
      document.getElementById(`${id}-bill`)?.focus();
      return;
    }
    const result = await reissue({
      deviceNo: bill.deviceNo,
      billMonths: billCopy ? [bill.billMonth] : [],
      receiptMonths: receipt && paid ? [bill.billMonth] : [],
    });
    if (result.error) setError(asApiError(result.error));
    else setDone(result.data);
  }

  return (
    <form className="bill-docs__reissue" noValidate onSubmit={(event) => void submit(event)}>
      <FieldGroup
        label={t('docs.reissue.legend')}
        error={invalid ? t('docs.reissue.none') : undefined}
      >
        <CheckboxField
          id={`${id}-bill`}
          label={t('docs.reissue.bill')}
          checked={billCopy}
          onChange={(checked) => {
            setBillCopy(checked);
            setInvalid(false);
          }}
        />
        <CheckboxField
          label={t('docs.reissue.receipt')}
          hint={paid ? undefined : t('docs.receiptUnpaid')}
          checked={receipt}
          disabled={!paid}
          onChange={(checked) => {
            setReceipt(checked);
            setInvalid(false);
          }}
        />
      </FieldGroup>
      <Button type="submit" variant="secondary" busy={isLoading}>
        {t('docs.reissue.submit')}
      </Button>
      {done ? (
        <p className="bill-docs__ready" role="status">
          {t('docs.reissue.sent', { email: done.email, id: done.reissueId })}
        </p>
      ) : null}
      <FormAlert error={error} title={t('docs.reissue.error')} />
    </form>
  );
}

/** Copies of one bill: download the bill or its payment receipt, or have them e-mailed. */
export function BillDocuments({ bill, level }: { bill: BillRef; level: 3 | 4 }) {
  const { t } = useTranslation('bill');
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="bill-docs">
      <Heading className="bill-docs__heading">{t('docs.heading')}</Heading>
      <div className="bill-docs__downloads">
        <Download bill={bill} type="bill" />
        {bill.status === 'paid' ? <Download bill={bill} type="receipt" /> : null}
      </div>
      <Reissue bill={bill} />
    </div>
  );
}
