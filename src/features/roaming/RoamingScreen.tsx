import { useTranslation } from 'react-i18next';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { RoamingHub } from './RoamingHub';

/** /Roaming: the roaming hub of the selected mobile number. */
export default function RoamingScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('roaming')} kinds={['mobile']}>
      {({ device }) => (
        <RoamingHub key={device.deviceNo} deviceNo={device.deviceNo} layout="classic" />
      )}
    </MemberPageFrame>
  );
}
