import { useTranslation } from 'react-i18next';
import { HinetUsagePage } from './HinetUsagePage';

/** /HiNetAdslTotal - the HiNet account's data by month. */
export default function HiNetAdslTotalScreen() {
  const { t } = useTranslation('titles');
  return <HinetUsagePage kind="data" title={t('hiNetAdslTotal')} />;
}
