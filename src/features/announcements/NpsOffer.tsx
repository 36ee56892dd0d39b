import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getEncryptedCookie, setEncryptedCookie } from '../../lib/cookies';
import { useAppSelector } from '../../state/hooks';
import { NPS_COOKIE_MS, NPS_DELAY_MS, npsCookieName, shouldOfferNps } from './npsRules';
import { NpsSurvey } from './NpsSurvey';

/** Offers the NPS survey per npsRules (logged-in members, home page, after a delay). */
export function NpsOffer() {
  const { pathname } = useLocation();
  const isLogin = useAppSelector((state) => state.client.isLogin);
  const embedded = useAppSelector((state) => state.client.embedded);
  const identifier = useAppSelector((state) => state.client.identifier);
  const member = useAppSelector((state) => state.member.chtMemberInfo);
  const [open, setOpen] = useState(false);
  const cookie = npsCookieName(member, identifier);

  useEffect(() => {
    if (open) return undefined;
    const hasCookie = getEncryptedCookie(cookie) !== undefined;
    if (!shouldOfferNps({ pathname, isLogin, embedded, hasCookie })) return undefined;
    const timer = setTimeout(() => {
      // Offered once per cookie lifetime, whether answered or dismissed.
      setEncryptedCookie(cookie, '1', { ms: NPS_COOKIE_MS });
      setOpen(true);
    }, NPS_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [open, cookie, pathname, isLogin, embedded]);

  if (!open) return null;
  return (
    <NpsSurvey
      onDismiss={() => {
        setOpen(false);
      }}
    />
  );
}
