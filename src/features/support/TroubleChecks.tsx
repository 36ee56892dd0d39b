import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { asApiError } from '../../state/portalApi';
import {
  useGetEramMsgQuery,
  useGetLineErrorCodeQuery,
  useGetMobileCheckQuery,
  useGetTroubleAlertQuery,
  useTestLineQuery,
  type ForTroubleLine,
  type LineKind,
} from './supportApi';
import { Card } from '../../components/Card';
import { OverdueBill } from './OverdueBill';

/** An outage in the number's area: the notice and the regional message, when there is one. */
function OutageAlert({ line }: { line: ForTroubleLine }) {
  const { t } = useTranslation('support');
  const alert = useGetTroubleAlertQuery(line);
  const eram = useGetEramMsgQuery(line);
  if (alert.isLoading || eram.isLoading) return <LoadingState lines={1} />;
  const failed = alert.error ?? eram.error;
  if (failed) {
    return (
      <ErrorState
        title={t('checks.alertError')}
        error={asApiError(failed)}
        onRetry={() => {
          void alert.refetch();
          void eram.refetch();
        }}
      />
    );
  }
  const messages = [alert.data?.show ? alert.data.message : '', eram.data?.message].filter(
    (message): message is string => typeof message === 'string' && message !== '',
  );
  const unique = [...new Set(messages)];
  if (unique.length === 0) return <p className="sp-check sp-check--ok">{t('checks.noOutage')}</p>;
  return (
    <div className="notice sp-outage" role="note" aria-label={t('checks.outageTitle')}>
      <p className="state__title">{t('checks.outageTitle')}</p>
      {unique.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

function LineErrorMeaning({ line }: { line: ForTroubleLine }) {
  const { t } = useTranslation('support');
  const meaning = useGetLineErrorCodeQuery(line);
  if (meaning.isLoading) return <LoadingState lines={1} />;
  if (meaning.error) {
    return <ErrorState error={asApiError(meaning.error)} onRetry={() => void meaning.refetch()} />;
  }
  const code = meaning.data?.errorCode ?? '';
  return <p>{t(`lineErrors.${code}`, { defaultValue: meaning.data?.description ?? '' })}</p>;
}

/** The remote line test of a fixed line or broadband number, with what a failure means. */
function LineTest({ line, kind }: { line: ForTroubleLine; kind: LineKind }) {
  const { t } = useTranslation('support');
  const test = useTestLineQuery({ ...line, kind });
  if (test.isLoading) return <LoadingState label={t('checks.testing')} lines={1} />;
  if (test.error) {
    return (
      <ErrorState
        title={t('checks.testError')}
        error={asApiError(test.error)}
        onRetry={() => void test.refetch()}
      />
    );
  }
  if (test.data?.ok) return <p className="sp-check sp-check--ok">{t('checks.linePassed')}</p>;
  return (
    <div className="sp-check sp-check--failed">
      <p className="state__title">{t('checks.lineFailed', { code: test.data?.errorCode ?? '' })}</p>
      <LineErrorMeaning line={line} />
    </div>
  );
}

/** A mobile number with a report still open cannot file another. */
function MobileCheck({ line }: { line: ForTroubleLine }) {
  const { t } = useTranslation('support');
  const check = useGetMobileCheckQuery(line);
  if (check.isLoading) return <LoadingState lines={1} />;
  if (check.error) {
    return <ErrorState error={asApiError(check.error)} onRetry={() => void check.refetch()} />;
  }
  return check.data?.canReport ? (
    <p className="sp-check sp-check--ok">{t('checks.mobileReady')}</p>
  ) : (
    <p className="sp-check sp-check--failed">
      {t('checks.mobileOpen', { id: check.data?.openTicketId ?? '' })}
    </p>
  );
}

/** What a customer should see before filing: outages, then the line test. */
export function TroubleChecks({ line, kind }: { line: ForTroubleLine; kind: LineKind }) {
  const { t } = useTranslation('support');
  return (
    <Card title={t('checks.title')} className="service-section" stack>
      <OverdueBill line={line} />
      <OutageAlert line={line} />
      {kind === 'mobile' ? <MobileCheck line={line} /> : <LineTest line={line} kind={kind} />}
    </Card>
  );
}
