import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths, type RouteKey } from '../../config/paths';
import { selectDevice } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import './billSettings.css';

const SETTINGS = [
  'billAddress',
  'eBill',
  'smsBill',
  'autoPayment',
  'usageNotify',
  'directCarrierBilling',
  'withholdingPayment',
] as const satisfies readonly RouteKey[];

/** /BillSettings: the billing settings, one link each. */
export default function BillSettingsScreen() {
  const { t } = useTranslation(['billSettings', 'titles']);
  const device = useAppSelector(selectDevice);
  // A fixed line has its own SMS bill page.
  const smsBillPath = device?.deviceType === 'fixedline' ? paths.smsBillForFix : paths.smsBill;
  return (
    <PageFrame title={t('titles:billSettings')} context={t('hub.intro')}>
      <ul className="bs-hub">
        {SETTINGS.map((key) => (
          <li key={key}>
            <Link
              className="bs-hub__link"
              to={key === 'smsBill' ? href(smsBillPath) : href(paths[key])}
            >
              <span className="bs-hub__title">{t(`hub.items.${key}.title`)}</span>
              <span className="bs-hub__text">{t(`hub.items.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
