import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { NetworkServiceSwitch } from '../../components/NetworkServiceSwitch';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { NETWORK_SERVICE_CODES } from './networkServices';
import './addons.css';

const BLOCKED = ['ads', 'trackers', 'malware'] as const;

/** /Adblock: network ad blocking on the number, on or off, with its monthly fee. */
export default function AdblockScreen() {
  const { t } = useTranslation(['addons', 'titles']);
  return (
    <MemberPageFrame title={t('titles:adblock')} kinds={['mobile']}>
      {({ device }) => (
        <div className="ad-stack" key={device.deviceNo}>
          <NetworkServiceSwitch
            deviceNo={device.deviceNo}
            serviceCode={NETWORK_SERVICE_CODES.adblock}
            ns="addons"
            prefix="adblock"
          />
          <Card title={t('adblock.whatTitle')} stack>
            <p>{t('adblock.what')}</p>
            <ul className="ad-list">
              {BLOCKED.map((kind) => (
                <li key={kind}>{t(`adblock.blocks.${kind}`)}</li>
              ))}
            </ul>
            <p>{t('adblock.limits')}</p>
          </Card>
        </div>
      )}
    </MemberPageFrame>
  );
}
