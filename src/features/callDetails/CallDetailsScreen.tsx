import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/StatusStates';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../state/types';
import { ApplicationHistory } from './ApplicationHistory';
import { ApplyForm } from './ApplyForm';
import { useGetCallDetailsHistoryQuery } from './callDetailsApi';
import { MemberPageFrame } from '../../components/MemberPageFrame';
import './callDetails.css';

function NotOffered() {
  const { t } = useTranslation('usage');
  return (
    <div className="notice">
      <p className="state__title">{t('callDetails.notOfferedTitle')}</p>
      <p>{t('callDetails.notOfferedBody')}</p>
    </div>
  );
}

function CallDetailsContent({ device }: { device: Device }) {
  const { t } = useTranslation('usage');
  const offered = device.deviceType === 'mobile' || device.deviceType === 'fixedline';
  const { currentData, error, isFetching, refetch } = useGetCallDetailsHistoryQuery(
    { deviceNo: device.deviceNo },
    { skip: !offered },
  );
  if (!offered) return <NotOffered />;
  if (error && !isFetching) {
    return (
      <ErrorState
        title={t('callDetails.loadError')}
        error={asApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!currentData) return <LoadingState label={t('callDetails.loading')} lines={5} />;
  const { lineType, availableMonths, applications } = currentData;
  return (
    <>
      <section className="card cd-section" aria-labelledby="cd-apply-heading">
        <h2 id="cd-apply-heading" className="cd-heading">
          {t('callDetails.applyHeading')}
        </h2>
        <p className="cd-note">{t('callDetails.intro')}</p>
        {lineType === null ? (
          <NotOffered />
        ) : availableMonths.length === 0 ? (
          <p className="cd-note">{t('callDetails.noMonths')}</p>
        ) : (
          <ApplyForm
            key={device.deviceNo}
            deviceNo={device.deviceNo}
            lineType={lineType}
            months={availableMonths}
          />
        )}
      </section>
      <ApplicationHistory applications={applications} />
    </>
  );
}

/** /CallDetails - apply for the call details of a month, and the applications so far. */
export default function CallDetailsScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('callDetails')} ns="usage">
      {({ device }) => <CallDetailsContent device={device} />}
    </MemberPageFrame>
  );
}
