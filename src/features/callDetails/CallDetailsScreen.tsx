import { useTranslation } from 'react-i18next';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import type { Device } from '../../api/types/member';
import { ApplicationHistory } from './ApplicationHistory';
import { ApplyForm } from './ApplyForm';
import { useGetCallDetailsHistoryQuery } from './callDetailsApi';
import { Card } from '../../components/Card';
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
  const query = useGetCallDetailsHistoryQuery({ deviceNo: device.deviceNo }, { skip: !offered });
  if (!offered) return <NotOffered />;
  return (
    <QueryView
      query={query}
      loading={t('callDetails.loading')}
      loadingLines={5}
      errorTitle={t('callDetails.loadError')}
    >
      {({ lineType, availableMonths, applications }) => (
        <>
          <Card title={t('callDetails.applyHeading')} className="cd-section" stack>
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
          </Card>
          <ApplicationHistory applications={applications} />
        </>
      )}
    </QueryView>
  );
}

/** /CallDetails - apply for the call details of a month, and the applications so far. */
export default function CallDetailsScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('callDetails')}>
      {({ device }) => <CallDetailsContent device={device} />}
    </MemberPageFrame>
  );
}
