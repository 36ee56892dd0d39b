import { useTranslation } from 'react-i18next';
import { HinetUsagePage } from './HinetUsagePage';

/** /HiNetDialTotal - the HiNet account's dial-up minutes by month. */
export default function HiNetDialTotalScreen() {
  const { t } = useTranslation('titles');
  return <HinetUsagePage kind="dial" title={t('hiNetDialTotal')} />;
}
