import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { NetworkServiceSwitch } from '../../components/NetworkServiceSwitch';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { NETWORK_SERVICE_CODES } from './networkServices';
import './addons.css';

const STEPS = ['subscribe', 'install', 'signIn'] as const;

/**
 * /Msecuritygo2: the mobile security service of the number. The spec names no call of its own:
 * it is a network-side service of the NW family with our code (docs/api.md).
 */
export default function MobileSecurityScreen() {
  const { t } = useTranslation(['addons', 'titles']);
  return (
    <MemberPageFrame title={t('titles:msecuritygo2')} kinds={['mobile']}>
      {({ device }) => (
        <div className="ad-stack" key={device.deviceNo}>
          <NetworkServiceSwitch
            deviceNo={device.deviceNo}
            serviceCode={NETWORK_SERVICE_CODES.mobileSecurity}
            ns="addons"
            prefix="security"
          />
          <Card title={t('security.howTitle')} stack>
            <ol className="ad-list">
              {STEPS.map((step) => (
                <li key={step}>{t(`security.steps.${step}`)}</li>
              ))}
            </ol>
            <p>{t('security.limits')}</p>
          </Card>
        </div>
      )}
    </MemberPageFrame>
  );
}
