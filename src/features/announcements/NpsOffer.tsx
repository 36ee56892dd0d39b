import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getEncryptedCookie, setEncryptedCookie } from '../../lib/cookies';
import { useAppSelector } from '../../state/hooks';
import { useIsMember } from '../../state/session';
import { NpsSurvey } from '../../components/nps/NpsSurvey';
import { NPS_COOKIE_MS, npsCookieName } from '../../lib/nps';
import { NPS_DELAY_MS, shouldOfferNps } from './npsRules';

/** Offers the NPS survey once per member or number per 30 days (npsRules.ts). */
export function NpsOffer() {
  const { pathname } = useLocation();
  const isMember = useIsMember();
  const embedded = useAppSelector((state) => state.client.embedded);
  const device = useAppSelector((state) => state.client.device);
  const member = useAppSelector((state) => state.member.chtMemberInfo);
  const [open, setOpen] = useState(false);
  const cookieName = npsCookieName(member, device);

  useEffect(() => {
    if (open || cookieName === null) return undefined;
    const hasCookie = getEncryptedCookie(cookieName) !== undefined;
    if (!shouldOfferNps({ pathname, isMember, embedded, cookieName, hasCookie })) return undefined;
    const timer = setTimeout(() => {
      // Shown once per cookie lifetime, whether answered or dismissed (spec 01 §4).
      setEncryptedCookie(cookieName, '1', { ms: NPS_COOKIE_MS });
      setOpen(true);
    }, NPS_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [open, cookieName, pathname, isMember, embedded]);

  // A logout ends the offer.
  if (!open || !isMember || embedded) return null;
  return (
    <NpsSurvey
      className="nps-offer"
      onDismiss={() => {
        setOpen(false);
        // The panel goes away: focus goes back to the page, where it was.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    />
  );
}
