import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { getEncryptedCookie, setEncryptedCookie } from '../../lib/cookies';
import { ExternalLink } from './ExternalLink';
import { PRIVACY_POLICY_URL } from '../../lib/carrierPages';

export const COOKIE_NOTICE_COOKIE = 'cookieNoticeAccepted';
const ACCEPTED = 'yes';
const REMEMBER_DAYS = 365;

export function isCookieNoticeAccepted(): boolean {
  return getEncryptedCookie(COOKIE_NOTICE_COOKIE) === ACCEPTED;
}

/** The root's custom property holding the notice's height (scroll-padding-bottom in shell.css). */
const HEIGHT_PROPERTY = '--cookie-notice-height';

/**
 * Keeps the notice's height in the root's scroll padding while it is shown, so that a control that
 * takes focus is scrolled above the notice instead of behind it (WCAG 2.4.11).
 */
function useScrollPaddingOf(notice: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = notice.current;
    const root = document.documentElement;
    if (!shown || !element) return undefined;
    const update = () => {
      root.style.setProperty(HEIGHT_PROPERTY, `${String(element.offsetHeight)}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [notice, shown]);
}

/**
 * The cookie notice: stays until accepted, then remembered in an (encrypted) cookie for a year.
 * While shown it sits over the foot of the screen, and the page scrolls focus clear of it.
 */
export function CookieNotice() {
  const { t } = useTranslation('shell');
  const [accepted, setAccepted] = useState(isCookieNoticeAccepted);
  const notice = useRef<HTMLElement>(null);
  useScrollPaddingOf(notice, !accepted);
  if (accepted) return null;
  const accept = () => {
    setEncryptedCookie(COOKIE_NOTICE_COOKIE, ACCEPTED, { days: REMEMBER_DAYS });
    setAccepted(true);
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <section className="shell-cookie" aria-label={t('cookie.label')} ref={notice}>
      <p className="shell-cookie__text">
        {t('cookie.text')}{' '}
        <ExternalLink href={PRIVACY_POLICY_URL}>{t('cookie.privacy')}</ExternalLink>
      </p>
      <button type="button" className="button button--primary" onClick={accept}>
        {t('cookie.accept')}
      </button>
    </section>
  );
}
