import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NpsSurvey } from '../../components/nps/NpsSurvey';
import { PageFrame } from '../../components/page/PageFrame';
import { paths } from '../../config/paths';
import { getEncryptedCookie, setEncryptedCookie } from '../../lib/cookies';
import { NPS_COOKIE_MS, npsCookieName } from '../../lib/nps';
import { selectDevice } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import './content.css';

/**
 * The survey as a page (linked from an SMS or the app). While the survey's cookie lives (30 days,
 * spec 02 §4.9) it says the customer already answered. The cookie is the member's or the number's,
 * as when the shell offers it; a visitor's is this browser's.
 */
export default function NpsScreen() {
  const { t } = useTranslation(['content', 'titles', 'common']);
  const member = useAppSelector(selectMemberInfo);
  const device = useAppSelector(selectDevice);
  const identifier = useAppSelector((state) => state.client.identifier);
  const cookieName = npsCookieName(member, device ?? { deviceNo: `browser:${identifier}` });
  const [answeredBefore] = useState(
    () => cookieName !== null && getEncryptedCookie(cookieName) !== undefined,
  );

  return (
    <PageFrame title={t('titles:nps')}>
      {answeredBefore ? (
        <div className="notice" role="note">
          <p className="state__title">{t('nps.answered')}</p>
          <p>{t('nps.answeredBody')}</p>
          <Link className="button button--secondary" to={paths.home}>
            {t('common:action.backHome')}
          </Link>
        </div>
      ) : (
        <>
          <p>{t('nps.intro')}</p>
          <NpsSurvey
            className="nps-page"
            inPage
            onSent={() => {
              if (cookieName) setEncryptedCookie(cookieName, '1', { ms: NPS_COOKIE_MS });
            }}
          />
        </>
      )}
    </PageFrame>
  );
}
