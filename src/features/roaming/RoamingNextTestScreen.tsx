import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { href, paths } from '../../config/paths';
import { RoamingHub } from './RoamingHub';

/**
 * /Roaming-Next-Test: the same roaming service in the new layout, marked as a preview. It is a
 * real page in every environment (only /DevOpsTools is gated).
 */
export default function RoamingNextTestScreen() {
  const { t } = useTranslation('titles');
  const { t: tr } = useTranslation('roaming');
  return (
    <MemberPageFrame title={t('roamingNextTest')} kinds={['mobile']}>
      {({ device }) => (
        <>
          <p className="roaming-preview">
            <strong className="roaming-preview__badge">{tr('preview.badge')}</strong>{' '}
            {tr('preview.body')} <Link to={href(paths.roaming)}>{tr('preview.classicLink')}</Link>
          </p>
          <RoamingHub key={device.deviceNo} deviceNo={device.deviceNo} layout="preview" />
        </>
      )}
    </MemberPageFrame>
  );
}
