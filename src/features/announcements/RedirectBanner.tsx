import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { getEncryptedCookie, setEncryptedCookie } from '../../lib/cookies';
import { clientActions } from '../../state/client';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { useIsMember } from '../../state/session';
import {
  appDeepLink,
  commandOf,
  HINT_DAYS_CLOSED,
  hintDaysWhenShown,
  REDIRECT_HINT_COOKIE,
  shouldShowRedirectBanner,
} from './redirectBannerRules';

/** The sticky 'open in the app' bar (spec 01 §2), at the end of the page. */
export function RedirectBanner() {
  const { t } = useTranslation('announce');
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  const embedded = useAppSelector((state) => state.client.embedded);
  const isMember = useIsMember();
  const isMobile = useAppSelector((state) => state.client.isMobile);
  const [closed, setClosed] = useState(false);
  // Read once per page load: the 1-day cookie set below for a member must not hide the banner
  // while it is on show, only on the next load.
  const [hadHintCookie] = useState(() => getEncryptedCookie(REDIRECT_HINT_COOKIE) !== undefined);
  const shown =
    !closed &&
    shouldShowRedirectBanner({ search, isMobile, embedded, hasHintCookie: hadHintCookie });

  useEffect(() => {
    dispatch(clientActions.redirectBannerToggled(shown));
    const days = shown ? hintDaysWhenShown(isMember) : null;
    if (days !== null) setEncryptedCookie(REDIRECT_HINT_COOKIE, '1', { days });
  }, [dispatch, shown, isMember]);

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
          // The button goes away with the bar: focus goes back to the page, where it was.
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
