import { useTranslation } from 'react-i18next';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { PageFrame } from '../../components/page/PageFrame';
import { useOpenOnKind } from '../../components/page/useOpenOnKind';
import { useIsMember } from '../../state/session';
import { MemberHnPasswordReset, VisitorHnPasswordReset } from './HnPasswordReset';
import { ModPasswordReset } from './ModPasswordReset';
import './fixedline.css';

/**
 * /HiNetReset - reset the MOD box password and the HiNet account password. Open to visitors, who
 * prove who they are with their id and an SMS code; a member resets the HiNet line chosen.
 */
export default function HiNetResetScreen() {
  const { t } = useTranslation('titles');
  const isMember = useIsMember();
  useOpenOnKind('broadband');
  if (!isMember) {
    return (
      <PageFrame title={t('hiNetReset')}>
        <div className="fl-stack">
          <ModPasswordReset visitor />
          <VisitorHnPasswordReset />
        </div>
      </PageFrame>
    );
  }
  return (
    <MemberPageFrame title={t('hiNetReset')} kinds={['broadband']}>
      {({ device }) => (
        <div className="fl-stack">
          <ModPasswordReset visitor={false} />
          <MemberHnPasswordReset deviceNo={device.deviceNo} />
        </div>
      )}
    </MemberPageFrame>
  );
}
