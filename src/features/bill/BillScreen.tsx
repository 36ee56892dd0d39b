import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { BillInfo } from '../../api/types/bill';
import { useNumberNames } from '../../components/useNumberNames';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { PageTabs } from '../../components/PageTabs';
import { QueryView } from '../../components/page/QueryView';
import { href, paths } from '../../config/paths';
import { selectDevices } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import type { Device } from '../../api/types/member';
import { useGetBillInfoQuery } from './billApi';
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
    <PageTabs
      className="bill-tabs"
      label={t('tabs.label')}
      tabs={TABS.map(({ tab, to }) => ({
        key: tab,
        to,
        label: t(`tabs.${tab}`),
        current: tab === active,
      }))}
    />
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
  return (
    <QueryView
      query={useGetBillInfoQuery({ deviceNo: device.deviceNo })}
      loading={t('loading')}
      loadingLines={5}
      errorTitle={t('loadError')}
    >
      {children}
    </QueryView>
  );
}

function BillViews({ device, activeTab }: { device: Device; activeTab: BillTab }) {
  const devices = useAppSelector(selectDevices);
  const canSwitch = devices.length > 1;
  const name = useNumberNames().deviceLabel(device);
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
    <>
      <BillTabs active={activeTab} />
      <div key={device.deviceNo} className={`bill-view bill-view--${activeTab}`}>
        {content}
      </div>
    </>
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
  return (
    <MemberPageFrame title={t('titles:bill')}>
      {({ device }) => <BillViews device={device} activeTab={activeTab} />}
    </MemberPageFrame>
  );
}
