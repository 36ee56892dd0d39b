import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { BillInfo } from '../../api/types/bill';
import { DeviceSwitcher, deviceDisplayName } from '../../components/DeviceSwitcher';
import { PageFrame } from '../../components/page/PageFrame';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';
import { selectDevice, selectDevices, selectIsLogin } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import type { Device } from '../../state/types';
import { asApiError, useGetBillInfoQuery } from './billApi';
import { BillHistory } from './BillHistory';
import { BillRecordChart } from './BillRecordChart';
import { CurrentTab } from './CurrentTab';
import { PaymentsTab } from './PaymentsTab';
import './bill.css';
import './billPay.css';
import './billViews.css';

type BillTab = 'current' | 'history' | 'payments';
const TABS: { tab: BillTab; to: string }[] = [
  { tab: 'current', to: href(paths.bill) },
  { tab: 'history', to: href(paths.bill, { tab: 'history' }) },
  { tab: 'payments', to: href(paths.bill, { tab: 'payments' }) },
];

/** The view named by the address; an unknown one falls back to the current bill. */
function tabOf(segment: string | undefined): BillTab {
  const wanted = segment?.toLowerCase();
  return TABS.find(({ tab }) => tab === wanted)?.tab ?? 'current';
}

/** Links that look like tabs: each view has its own address (/Bill, /Bill/history ...). */
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

/** The number's bills (Bill/BillInfo): loading, error with retry, then the view. */
function WithBillInfo({
  device,
  children,
}: {
  device: Device;
  children: (info: BillInfo) => ReactNode;
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
  return <>{children(currentData)}</>;
}

function Notice({ prefix, to, primary }: { prefix: string; to: string; primary: boolean }) {
  const { t } = useTranslation('bill');
  return (
    <div className="notice">
      <p className="state__title">{t(`${prefix}.title`)}</p>
      <p>{t(`${prefix}.body`)}</p>
      <Link className={`button button--${primary ? 'primary' : 'secondary'}`} to={to}>
        {t(`${prefix}.action`)}
      </Link>
    </div>
  );
}

/**
 * /Bill/:tab? - the selected number's current bill and payment (/Bill), its last 12 bills
 * (/Bill/history), and payments (/Bill/payments: several numbers at once, payments received).
 */
export default function BillScreen() {
  // The validation namespace is loaded with the screen, before the pay form needs it.
  const { t } = useTranslation(['bill', 'titles', 'validation']);
  const activeTab = tabOf(useParams().tab);
  const isLogin = useAppSelector(selectIsLogin);
  const token = useAppSelector(selectMemberToken);
  const device = useAppSelector(selectDevice);
  const devices = useAppSelector(selectDevices);
  const title = t('titles:bill');

  if (!isLogin || token === '') {
    return (
      <PageFrame title={title}>
        <Notice prefix="signedOut" to={href(paths.login)} primary />
      </PageFrame>
    );
  }
  if (!device) {
    return (
      <PageFrame title={title}>
        <Notice prefix="noDevice" to={href(paths.home)} primary={false} />
      </PageFrame>
    );
  }

  const alias = device.AliasOfCustom.trim() || device.AliasOfDefault.trim();
  const context = alias
    ? t('device.context', { number: device.deviceNo, name: alias })
    : t('device.contextNumberOnly', { number: device.deviceNo });
  const canSwitch = devices.length > 1;
  const name = deviceDisplayName(device);
  let content: ReactNode;
  if (activeTab === 'payments') {
    content = <PaymentsTab deviceNo={device.deviceNo} name={name} />;
  } else if (activeTab === 'history') {
    content = (
      <WithBillInfo device={device}>
        {(info) => (
          <>
            {info.history.length > 0 ? <BillRecordChart deviceNo={info.deviceNo} /> : null}
            <BillHistory info={info} canSwitch={canSwitch} />
          </>
        )}
      </WithBillInfo>
    );
  } else {
    content = (
      <WithBillInfo device={device}>
        {(info) => <CurrentTab info={info} device={device} name={name} canSwitch={canSwitch} />}
      </WithBillInfo>
    );
  }
  return (
    <PageFrame title={title} context={context}>
      <div className="bill-toolbar">
        <DeviceSwitcher label={t('device.label')} />
        <BillTabs active={activeTab} />
      </div>
      <div key={device.deviceNo} className={`bill-view bill-view--${activeTab}`}>
        {content}
      </div>
    </PageFrame>
  );
}
