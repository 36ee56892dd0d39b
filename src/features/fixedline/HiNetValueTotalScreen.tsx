import { useTranslation } from 'react-i18next';
import { HinetUsagePage } from './HinetUsagePage';

/** /HiNetValueTotal - the HiNet account's value-added charges by month. */
export default function HiNetValueTotalScreen() {
  const { t } = useTranslation('titles');
  return <HinetUsagePage kind="value" title={t('hiNetValueTotal')} />;
}
