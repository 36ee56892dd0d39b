import { useTranslation } from 'react-i18next';
import type { Device } from '../../api/types/member';
import { Card } from '../../components/Card';
import { NetworkServiceSwitch } from '../../components/NetworkServiceSwitch';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { maskPhone } from '../../lib/mask';
import './mobile.css';

/** The service code of the fake base-station alert in the NW call family (routes.md Decisions). */
const FAKE_BASE_STATION_ALERT = 'FAKE2G';

const THREATS = ['scamSms', 'phishing', 'downgrade'] as const;

function FakeBaseStationContent({ device }: { device: Device }) {
  const { t } = useTranslation('mobile');
  return (
    <div className="mb-stack">
      <NetworkServiceSwitch
        deviceNo={device.deviceNo}
        serviceCode={FAKE_BASE_STATION_ALERT}
        ns="mobile"
        prefix="fake2g"
        className="mb-stack"
      />
      <Card title={t('fake2g.howTitle')} className="mb-stack" stack>
        <p>{t('fake2g.how', { number: maskPhone(device.deviceNo) })}</p>
        <p>{t('fake2g.howSafe')}</p>
      </Card>
      <Card title={t('fake2g.whatTitle')} className="mb-stack" stack>
        <p>{t('fake2g.what')}</p>
        <ul className="mb-steps">
          {THREATS.map((threat) => (
            <li key={threat}>{t(`fake2g.threat.${threat}`)}</li>
          ))}
        </ul>
        <p className="mb-muted">{t('fake2g.limits')}</p>
      </Card>
    </div>
  );
}

/** /DetectFake2GSetting: the fake base-station (2G) alert of the number, on or off. */
export default function FakeBaseStationScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  return (
    <MemberPageFrame title={t('titles:detectFake2GSetting')} kinds={['mobile']}>
      {({ device }) => <FakeBaseStationContent key={device.deviceNo} device={device} />}
    </MemberPageFrame>
  );
}
