import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DeviceSwitcher } from '../../components/DeviceSwitcher';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState, LoadingState } from '../../components/StatusStates';
import { href, paths } from '../../config/paths';
import { selectDevice, selectDevices, selectIsLogin } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import type { Device } from '../../state/types';
import { asApiError, useGetBillInfoQuery } from './billApi';
import { BillHistory } from './BillHistory';
import { CurrentBill } from './CurrentBill';
import './bill.css';

type BillTab = 'current' | 'history';
const TABS: { tab: BillTab; to: string }[] = [
  { tab: 'current', to: href(paths.bill) },
  { tab: 'history', to: href(paths.bill, { tab: 'history' }) },
];

/** Links that look like tabs: each view has its own address (/Bill, /Bill/history). */
function BillTabs({ active }: { active: BillTab }) {
  const { t } = useTranslation('bill');
  return (
    <nav className="bill-tabs" aria-label={t('tabs.label')}>
      {TABS.map(({ tab, to }) => (
        <Link
          key={tab}
          to={to}
          className="bill-tabs__link"
          aria-current={tab === active ? 'page' : undefined}
        >
          {t(`tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}

function BillContent({
  device,
  tab,
  canSwitch,
}: {
  device: Device;
  tab: BillTab;
  canSwitch: boolean;
}) {
  const { t } = useTranslation('bill');
  const { currentData, error, isFetching, refetch } = useGetBillInfoQuery({
    deviceNo: device.deviceNo,
  });
  if (error && !isFetching) {
    return (
      <ErrorState title={t('loadError')} error={asApiError(error)} onRetry={() => void refetch()} />
    );
  }
  if (!currentData) return <LoadingState label={t('loading')} lines={5} />;
  return tab === 'current' ? (
    <CurrentBill info={currentData} canSwitch={canSwitch} />
  ) : (
    <BillHistory info={currentData} canSwitch={canSwitch} />
  );
}

/** /Bill/:tab? - the current bill of the selected number, and its last 12 bills. */
export default function BillScreen() {
  const { t } = useTranslation(['bill', 'titles']);
  const { tab } = useParams();
  const activeTab: BillTab = tab?.toLowerCase() === 'history' ? 'history' : 'current';
  const isLogin = useAppSelector(selectIsLogin);
  const token = useAppSelector(selectMemberToken);
  const device = useAppSelector(selectDevice);
  const devices = useAppSelector(selectDevices);
  const title = t('titles:bill');

  if (!isLogin || token === '') {
    return (
      <PageFrame title={title}>
        <div className="notice">
          <p className="state__title">{t('signedOut.title')}</p>
          <p>{t('signedOut.body')}</p>
          <Link className="button button--primary" to={href(paths.login)}>
            {t('signedOut.action')}
          </Link>
        </div>
      </PageFrame>
    );
  }
  if (!device) {
    return (
      <PageFrame title={title}>
        <div className="notice">
          <p className="state__title">{t('noDevice.title')}</p>
          <p>{t('noDevice.body')}</p>
          <Link className="button button--secondary" to={href(paths.home)}>
            {t('noDevice.action')}
          </Link>
        </div>
      </PageFrame>
    );
  }

  const name = device.AliasOfCustom.trim() || device.AliasOfDefault.trim();
  const context = name
    ? t('device.context', { number: device.deviceNo, name })
    : t('device.contextNumberOnly', { number: device.deviceNo });
  const canSwitch = devices.length > 1;
  return (
    <PageFrame title={title} context={context}>
      <div className="bill-toolbar">
        <DeviceSwitcher label={t('device.label')} />
        <BillTabs active={activeTab} />
      </div>
      <BillContent device={device} tab={activeTab} canSwitch={canSwitch} />
    </PageFrame>
  );
}
