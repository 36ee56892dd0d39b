import { useState } from 'react';
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

/** The cookie notice: stays until accepted, then remembered in an (encrypted) cookie for a year. */
export function CookieNotice() {
  const { t } = useTranslation('shell');
  const [accepted, setAccepted] = useState(isCookieNoticeAccepted);
  if (accepted) return null;
  const accept = () => {
    setEncryptedCookie(COOKIE_NOTICE_COOKIE, ACCEPTED, { days: REMEMBER_DAYS });
    setAccepted(true);
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <section className="shell-cookie" aria-label={t('cookie.label')}>
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
