import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MgmBooking, MgmStatus } from '../../api/mgm';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { StatusBadge } from '../../components/StatusBadge';
import { DataTable } from '../../components/table/DataTable';
import { useRefusal } from '../../components/useRefusal';
import { useLanguage } from '../../i18n/useLanguage';
import { formatCount, formatDate, formatMoney } from '../../lib/format';
import { validateMobile, validatePromoterNumber } from '../../lib/validators';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import { useBookMgmMutation, useGetMgmStatusQuery } from './mgmApi';
import './addons.css';

interface BookingValues {
  promoterNo: string;
  friendNo: string;
}

/** Refusals the carrier ties to a field: shown at that field rather than above the form. */
const FIELD_OF_REFUSAL: Record<string, keyof BookingValues> = {
  PROMOTER_UNKNOWN: 'promoterNo',
  FRIEND_INVALID: 'friendNo',
  OWN_NUMBER: 'friendNo',
  FRIEND_BOOKED: 'friendNo',
};

function BookingForm() {
  const { t } = useTranslation('addons');
  const message = useValidationMessage();
  const refusal = useRefusal('addons');
  const [book] = useBookMgmMutation();
  const [booked, setBooked] = useState<string | null>(null);
  const form = useForm<BookingValues>(
    { promoterNo: '', friendNo: '' },
    { labels: { promoterNo: t('mgm.promoterNo'), friendNo: t('mgm.friendNo') } },
  );

  async function submit(values: BookingValues) {
    setBooked(null);
    const promoter = validatePromoterNumber(values.promoterNo);
    const friend = validateMobile(values.friendNo);
    if (!form.check({ promoterNo: message(promoter), friendNo: message(friend) })) return;
    if (!promoter.ok || !friend.ok) return;
    const result = await book({ promoterNo: promoter.value, friendNo: friend.value });
    if (result.data) {
      setBooked(t('mgm.booked', { number: result.data.friendNo }));
      form.reset({ promoterNo: values.promoterNo, friendNo: '' });
      return;
    }
    const failure = refusal.of(result.error);
    const field = FIELD_OF_REFUSAL[String(failure.code)];
    if (field) form.setError(field, failure.message);
    else form.fail(failure);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('mgm.submit')}
      title={t('mgm.bookTitle')}
      success={booked}
      stack
    >
      <p>{t('mgm.bookLead')}</p>
      <TextField
        {...form.field('promoterNo')}
        label={t('mgm.promoterNo')}
        hint={t('mgm.promoterHint')}
        autoComplete="off"
        maxLength={6}
      />
      <TextField
        {...form.field('friendNo')}
        label={t('mgm.friendNo')}
        hint={t('mgm.friendHint')}
        inputMode="tel"
        autoComplete="off"
      />
    </Form>
  );
}

function StatusCard({ status }: { status: MgmStatus }) {
  const { t } = useTranslation('addons');
  const language = useLanguage();
  return (
    <Card title={t('mgm.statusTitle')} stack>
      <Facts
        layout="figures"
        columns={2}
        items={[
          [t('mgm.myCode'), status.promoterNo],
          [t('mgm.codesGiven'), formatCount(status.codesGiven, language)],
          [t('mgm.friendsJoined'), formatCount(status.friendsJoined, language)],
          [t('mgm.rewards'), formatMoney(status.rewards)],
        ]}
      />
      <p>{t('mgm.howRewards')}</p>
    </Card>
  );
}

function Bookings({ bookings }: { bookings: MgmBooking[] }) {
  const { t } = useTranslation('addons');
  const language = useLanguage();
  return (
    <Card title={t('mgm.bookingsTitle')} stack>
      <DataTable<MgmBooking>
        caption={t('mgm.bookingsCaption')}
        rows={bookings}
        rowKey={(row) => row.bookingId}
        empty={t('mgm.bookingsEmpty')}
        columns={[
          {
            key: 'friend',
            header: t('mgm.friendNo'),
            cell: (row) => row.friendNo,
            rowHeader: true,
          },
          { key: 'promoter', header: t('mgm.promoterNo'), cell: (row) => row.promoterNo },
          {
            key: 'date',
            header: t('mgm.bookedOn'),
            cell: (row) => formatDate(row.bookedAt, language),
          },
          {
            key: 'status',
            header: t('mgm.status'),
            cell: (row) => (
              <StatusBadge tone={row.status === 'joined' ? 'ok' : 'info'}>
                {t(`mgm.statuses.${row.status}`)}
              </StatusBadge>
            ),
          },
        ]}
      />
    </Card>
  );
}

function MgmContent() {
  const { t } = useTranslation('addons');
  const token = useAppSelector(selectMemberToken);
  return (
    <div className="ad-stack">
      <p>{t('mgm.intro')}</p>
      <QueryView
        query={useGetMgmStatusQuery(token)}
        loading={t('mgm.loading')}
        errorTitle={t('mgm.loadError')}
      >
        {(status) => (
          <>
            <StatusCard status={status} />
            <BookingForm />
            <Bookings bookings={status.bookings} />
          </>
        )}
      </QueryView>
    </div>
  );
}

/** /5G-MGM: refer a friend to 5G: my promoter number and rewards, book a friend's upgrade. */
export default function MgmScreen() {
  const { t } = useTranslation(['addons', 'titles']);
  return (
    <MemberPageFrame title={t('titles:fiveGMgm')} kinds={['mobile']}>
      {({ device }) => <MgmContent key={device.deviceNo} />}
    </MemberPageFrame>
  );
}
