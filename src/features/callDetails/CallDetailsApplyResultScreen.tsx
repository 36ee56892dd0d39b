import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { CallDetailsApplication } from '../../api/callDetails';
import { PageFrame } from '../../components/page/PageFrame';
import { QueryView } from '../../components/page/QueryView';
import { EmptyState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime, formatMonth } from '../../lib/format';
import { selectDevice } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { useIsMember } from '../../state/session';
import { useConfirmEmailQuery, useGetCallDetailsHistoryQuery } from './callDetailsApi';
import { ApplicationStatus } from './ApplicationStatus';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import './callDetails.css';

function Outcome({ application }: { application: CallDetailsApplication }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  return (
    <Card title={t(`callDetails.result.${application.status}.title`)} className="cd-section" stack>
      <p>
        {t(`callDetails.result.${application.status}.body`, {
          email: application.email,
          deadline: formatDateTime(application.confirmBy, language),
        })}
      </p>
      <Facts
        items={[
          [t('callDetails.result.id'), application.id],
          [t('callDetails.result.number'), application.deviceNo],
          [t('callDetails.columnMonth'), formatMonth(application.billMonth, language)],
          [t('callDetails.columnEmail'), application.email],
          [t('callDetails.columnApplied'), formatDateTime(application.appliedAt, language)],
          [t('callDetails.columnStatus'), <ApplicationStatus status={application.status} />],
        ]}
      />
      <Link className="button button--secondary" to={href(paths.callDetails)}>
        {t('callDetails.result.back')}
      </Link>
    </Card>
  );
}

/** The link in the confirmation mail: confirms the address, then shows the outcome. */
function ConfirmedOutcome({ id }: { id: string }) {
  const { t } = useTranslation('usage');
  return (
    <QueryView
      query={useConfirmEmailQuery({ id })}
      loading={t('callDetails.result.loading')}
      errorTitle={t('callDetails.result.confirmError')}
    >
      {(application) => <Outcome application={application} />}
    </QueryView>
  );
}

/** Right after applying: the application as the history of the number shows it. */
function AppliedOutcome({ id, deviceNo }: { id: string; deviceNo: string }) {
  const { t } = useTranslation('usage');
  return (
    <QueryView
      query={useGetCallDetailsHistoryQuery({ deviceNo })}
      loading={t('callDetails.result.loading')}
      errorTitle={t('callDetails.loadError')}
    >
      {({ applications }) => {
        const application = applications.find((entry) => entry.id === id);
        return application ? <Outcome application={application} /> : <NotFound />;
      }}
    </QueryView>
  );
}

function NotFound() {
  const { t } = useTranslation('usage');
  return (
    <EmptyState title={t('callDetails.result.notFoundTitle')}>
      <p>{t('callDetails.result.notFoundBody')}</p>
      <Link className="button button--secondary" to={href(paths.callDetails)}>
        {t('callDetails.result.back')}
      </Link>
    </EmptyState>
  );
}

/** /CallDetailsApplyResult?id=…[&confirm=1] - the outcome of one application. */
export default function CallDetailsApplyResultScreen() {
  const { t } = useTranslation('titles');
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const confirming = params.get('confirm') === '1';
  const isMember = useIsMember();
  const device = useAppSelector(selectDevice);
  let content = <NotFound />;
  if (id !== '' && confirming) content = <ConfirmedOutcome id={id} />;
  else if (id !== '' && isMember && device) {
    content = <AppliedOutcome id={id} deviceNo={device.deviceNo} />;
  }
  return <PageFrame title={t('callDetailsApplyResult')}>{content}</PageFrame>;
}
