import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { asApiError, useGetRoamingRecordsQuery } from './prepaidApi';
import { PrepaidFrame } from './PrepaidFrame';
import { PurchaseRecords } from './PurchaseRecords';

function RoamingRecords({ ivrNo }: { ivrNo: string }) {
  const { t } = useTranslation('prepaidPlans');
  const language = useLanguage();
  const records = useGetRoamingRecordsQuery({ ivrNo, language });
  return (
    <PurchaseRecords
      heading={t('records.roamingHeading')}
      records={records.data}
      error={records.isError ? asApiError(records.error) : null}
      onRetry={() => void records.refetch()}
      emptyAction={<Link to={paths.prepaidRoaming}>{t('records.roamingNext')}</Link>}
    />
  );
}

/** /PrepaidRoamingHistory: the roaming offers bought. */
export default function PrepaidRoamingHistoryScreen() {
  return <PrepaidFrame>{(ivrNo) => <RoamingRecords ivrNo={ivrNo} />}</PrepaidFrame>;
}
