import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignLanguageBooking, SignLanguageVisitor } from '../../api/signLanguage';
import { FormSuccess } from '../../components/form/FormAlert';
import { PageFrame } from '../../components/page/PageFrame';
import { QueryView } from '../../components/page/QueryView';
import { SignInNotice } from '../../components/page/SignInNotice';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import { useIsMember } from '../../state/session';
import { SignLanguageBookingCard } from './SignLanguageBookingCard';
import { SignLanguageForm } from './SignLanguageForm';
import {
  useGetSignLanguageInfoQuery,
  useLazyGetSignLanguageInfoQuery,
  useSendSignLanguageOtpMutation,
} from './signLanguageApi';
import { asApiError } from '../../state/portalApi';
import { VisitorLookup } from './VisitorLookup';
import '../../components/lineService/lineService.css';
import './support.css';

/**
 * The booking of one person: their session when there is one, else the form. A member is known
 * by the session; a visitor by the mobile and code they booked with (kept while on the page).
 */
function Sessions({ customer }: { customer: string | null }) {
  const { t } = useTranslation('support');
  const [visitor, setVisitor] = useState<SignLanguageVisitor | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const query = useGetSignLanguageInfoQuery(customer === null ? { visitor } : { customer });
  const [sendOtp] = useSendSignLanguageOtpMutation();
  const [findSession] = useLazyGetSignLanguageInfoQuery();

  async function find(proof: SignLanguageVisitor) {
    const outcome = await findSession({ visitor: proof });
    return outcome.error ? asApiError(outcome.error) : null;
  }

  function onBooked(booking: SignLanguageBooking, proof: SignLanguageVisitor | null) {
    setBooked(booking.bookingNo);
    setCancelled(false);
    if (proof) setVisitor(proof);
  }

  return (
    <QueryView query={query} loading={t('sign.loading')} errorTitle={t('sign.loadError')}>
      {(data) =>
        data.booking ? (
          <SignLanguageBookingCard
            booking={data.booking}
            visitor={visitor}
            justBooked={booked === data.booking.bookingNo}
            onCancelled={() => {
              setBooked(null);
              setCancelled(true);
            }}
          />
        ) : (
          <>
            <FormSuccess>
              {cancelled ? t('sign.cancelled') : null}
              {visitor && !cancelled ? t('lookup.signNone', { number: visitor.mobileNo }) : null}
            </FormSuccess>
            <SignLanguageForm slots={data.slots} visitor={customer === null} onBooked={onBooked} />
            {customer === null && !visitor ? (
              <VisitorLookup
                title={t('lookup.signTitle')}
                lead={t('lookup.signLead')}
                sendOtp={sendOtp}
                find={find}
                onFound={setVisitor}
              />
            ) : null}
          </>
        )
      }
    </QueryView>
  );
}

/** /Signlanguage: book, see and cancel a sign-language video session, signed in or not. */
export default function SignLanguageScreen() {
  const { t } = useTranslation('support');
  const isMember = useIsMember();
  const member = useAppSelector(selectMemberInfo);
  return (
    <PageFrame title={t('sign.title')}>
      <div className="sp-stack">
        <p className="sp-lead">{t('sign.lead')}</p>
        {isMember ? (
          <Sessions key="member" customer={member?.sn ?? ''} />
        ) : (
          <>
            <Sessions key="visitor" customer={null} />
            <SignInNotice text={t('sign.signInFirst')} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
