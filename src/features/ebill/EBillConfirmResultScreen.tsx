import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { EBillConfirmation } from '../../api/types/bill';
import { PageFrame } from '../../components/page/PageFrame';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { asApiError, useCheckEBillConfirmationQuery } from './ebillApi';
import { MissingLink } from './MissingLink';
import { confirmationLink } from './PendingRequest';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import './ebill.css';

/** The title and text of an outcome, by where the link stands and what it was for. */
function useOutcomeText(outcome: EBillConfirmation) {
  const { t, i18n } = useTranslation('ebill');
  const values = {
    number: outcome.deviceNo,
    email: outcome.email,
    deadline: formatDateTime(outcome.expiresAt, i18n.language),
  };
  if (outcome.status === 'confirmed') {
    const action =
      outcome.action === 'pwdFlag'
        ? outcome.pwdFlag === 'N'
          ? 'pwdOff'
          : 'pwdOn'
        : outcome.action;
    return {
      title: t(`result.confirmed.${action}.title`),
      body: t(`result.confirmed.${action}.body`, values),
    };
  }
  return {
    title: t(`result.${outcome.status}.title`),
    body: t(`result.${outcome.status}.body`, values),
  };
}

function Outcome({ outcome, token }: { outcome: EBillConfirmation; token: string }) {
  const { t, i18n } = useTranslation('ebill');
  const text = useOutcomeText(outcome);
  const tone = outcome.status === 'confirmed' ? 'done' : 'attention';
  return (
    <Card title={text.title} className={`eb-outcome eb-outcome--${tone}`} stack>
      <p>{text.body}</p>
      <Facts
        columns={2}
        items={[
          [t('result.number'), outcome.deviceNo],
          [t('result.email'), outcome.email],
          [t('result.requested'), formatDateTime(outcome.requestedAt, i18n.language)],
          outcome.confirmedAt
            ? [t('result.confirmedAt'), formatDateTime(outcome.confirmedAt, i18n.language)]
            : null,
        ]}
      />
      <div className="eb-actions">
        {outcome.status === 'pending' ? (
          <Link className="button button--primary" to={confirmationLink(token)}>
            {t('result.pending.confirmNow')}
          </Link>
        ) : null}
        <Link
          className={`button ${outcome.status === 'pending' ? 'button--secondary' : 'button--primary'}`}
          to={href(paths.eBill)}
        >
          {t('result.toEBill')}
        </Link>
      </div>
    </Card>
  );
}

function OutcomeOf({ token }: { token: string }) {
  const { t } = useTranslation('ebill');
  const check = useCheckEBillConfirmationQuery({ token });
  if (check.error && !check.isFetching) {
    return (
      <ErrorState
        title={t('result.loadError')}
        error={asApiError(check.error)}
        onRetry={() => void check.refetch()}
      />
    );
  }
  if (!check.currentData) return <LoadingState label={t('result.loading')} />;
  return <Outcome outcome={check.currentData} token={token} />;
}

/** /EBillConfirmResult?token=… - what became of the request of a confirmation link. */
export default function EBillConfirmResultScreen() {
  const { t } = useTranslation(['ebill', 'titles']);
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  return (
    <PageFrame title={t('titles:eBillConfirmResult')}>
      {token === '' ? <MissingLink /> : <OutcomeOf key={token} token={token} />}
    </PageFrame>
  );
}
