import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { getEncryptedCookie, setEncryptedCookie } from '../../lib/cookies';
import { useAppSelector } from '../../state/hooks';
import {
  appDeepLink,
  commandOf,
  HINT_DAYS_CLOSED,
  HINT_DAYS_LOGGED_IN,
  isMobileUserAgent,
  REDIRECT_HINT_COOKIE,
  shouldShowRedirectBanner,
} from './redirectBannerRules';

/** The sticky 'open in the app' bar (spec 01 §2). */
export function RedirectBanner() {
  const { t } = useTranslation('announce');
  const { search } = useLocation();
  const embedded = useAppSelector((state) => state.client.embedded);
  const isLogin = useAppSelector((state) => state.client.isLogin);
  const stateMobile = useAppSelector((state) => state.client.isMobile);
  const [closed, setClosed] = useState(false);
  // Read once: the cookie this banner sets itself must not hide it while it shows.
  const [hadHintCookie] = useState(() => getEncryptedCookie(REDIRECT_HINT_COOKIE) !== undefined);
  const isMobile = stateMobile || isMobileUserAgent(navigator.userAgent);
  const shown =
    !closed &&
    shouldShowRedirectBanner({ search, isMobile, embedded, hasHintCookie: hadHintCookie });

  useEffect(() => {
    if (shown && isLogin) {
      setEncryptedCookie(REDIRECT_HINT_COOKIE, '1', { days: HINT_DAYS_LOGGED_IN });
    }
  }, [shown, isLogin]);

  if (!shown) return null;
  return (
    <aside className="app-redirect" aria-label={t('banner.label')}>
      <p className="app-redirect__text">{t('banner.text')}</p>
      <a className="app-redirect__open" href={appDeepLink(commandOf(search))}>
        {t('banner.open')}
      </a>
      <button
        type="button"
        className="app-redirect__close"
        aria-label={t('banner.close')}
        onClick={() => {
          setEncryptedCookie(REDIRECT_HINT_COOKIE, '1', { days: HINT_DAYS_CLOSED });
          setClosed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
