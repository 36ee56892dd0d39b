import { useTranslation } from 'react-i18next';
import { ORDINARY_TROUBLE } from '../../api/troubleAccess';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { PageFrame } from '../../components/page/PageFrame';
import { SignInLink } from '../../components/page/SignInNotice';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import { useIsMember } from '../../state/session';
import { NoLoginTrouble } from './NoLoginTrouble';
import { TroubleJourney } from './TroubleJourney';
import { lineKindOfNumber } from './visitSlots';
import '../../components/lineService/lineService.css';
import './support.css';

/** /Trouble: a member reports for a number of theirs; anyone else verifies a number first. */
export default function TroubleScreen() {
  const { t } = useTranslation('support');
  const isMember = useIsMember();
  const member = useAppSelector(selectMemberInfo);

  if (!isMember) {
    return (
      <PageFrame title={t('trouble.title')}>
        <p className="sp-lead">{t('trouble.noLoginLead')}</p>
        <p>
          <SignInLink>{t('trouble.signInInstead')}</SignInLink>
        </p>
        <NoLoginTrouble />
      </PageFrame>
    );
  }
  return (
    <MemberPageFrame title={t('trouble.title')}>
      {({ device }) => {
        const kind =
          device.deviceType === 'fixedline' || device.deviceType === 'broadband'
            ? device.deviceType
            : lineKindOfNumber(device.deviceNo);
        return (
          <TroubleJourney
            key={device.deviceNo}
            line={{ access: ORDINARY_TROUBLE, deviceNo: device.deviceNo }}
            kind={kind}
            contact={{
              name: member?.name ?? '',
              phone: kind === 'broadband' ? (member?.mobile ?? '') : device.deviceNo,
            }}
          />
        );
      }}
    </MemberPageFrame>
  );
}
