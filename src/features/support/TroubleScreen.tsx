import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ORDINARY_TROUBLE } from '../../api/troubleAccess';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { PageFrame } from '../../components/page/PageFrame';
import { loginHref } from '../../lib/loginHref';
import { selectIsLogin } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo, selectMemberToken } from '../../state/member';
import { NoLoginTrouble } from './NoLoginTrouble';
import { TroubleJourney } from './TroubleJourney';
import { lineKindOfNumber } from './visitSlots';
import './support.css';

/** /Trouble: a member reports for a number of theirs; anyone else verifies a number first. */
export default function TroubleScreen() {
  const { t } = useTranslation('support');
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const token = useAppSelector(selectMemberToken);
  const member = useAppSelector(selectMemberInfo);

  if (!isLogin || token === '') {
    const signIn = loginHref(location.pathname);
    return (
      <PageFrame title={t('trouble.title')}>
        <p className="sp-lead">{t('trouble.noLoginLead')}</p>
        <p>
          {signIn.startsWith('/') ? (
            <Link to={signIn}>{t('trouble.signInInstead')}</Link>
          ) : (
            <a href={signIn}>{t('trouble.signInInstead')}</a>
          )}
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
