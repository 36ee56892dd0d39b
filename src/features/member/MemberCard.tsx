import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/page/QueryView';
import { useLanguage } from '../../i18n/useLanguage';
import { formatCount, formatTime } from '../../lib/format';
import { maskEmail, maskMemberAccount, maskName, maskPhone } from '../../lib/mask';
import { vipTier } from '../../lib/vipLevel';
import { useAppSelector } from '../../state/hooks';
import type { MemberInfo } from '../../api/types/member';
import { useGetHamiPointQrCodeQuery } from './memberApi';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';

/** The member card: name, account, mobile and e-mail masked (spec 01 §5) and the VIP level. */
export function MemberCard({ member, isCompany }: { member: MemberInfo; isCompany: boolean }) {
  const { t } = useTranslation('member');
  const vipLevel = useAppSelector((state) => state.client.vipLevel);
  return (
    <Card title={t('my.card')} className="member-card">
      <Facts
        items={[
          [t('profile.name'), maskName(member.name)],
          [t('profile.account'), maskMemberAccount(member.account ?? '')],
          [t('profile.mobile'), maskPhone(member.mobile)],
          [t('profile.mail'), maskEmail(member.mail)],
          isCompany ? null : [t('my.vipLevel'), t(`vip.${vipTier(vipLevel)}`)],
        ]}
      />
    </Card>
  );
}

/** Hami Points and the code to show at the store's till. */
export function PointsCard({ token }: { token: string }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const query = useGetHamiPointQrCodeQuery(token);
  return (
    <Card title={t('my.points')} className="member-points">
      <QueryView query={query} loading={t('my.pointsLoading')} errorTitle={t('my.pointsError')}>
        {(qr) => (
          <div className="member-points__body">
            <p className="member-points__balance">
              {t('my.pointsBalance', { points: formatCount(qr.point, language) })}
            </p>
            <img
              className="member-points__qr"
              src={qr.image}
              width={160}
              height={160}
              alt={t('my.qrAlt')}
            />
            <p>
              {t('my.qrCode')} <code>{qr.code}</code>
            </p>
            <p className="member-muted">
              {t('my.qrValidUntil', { time: formatTime(qr.expiresAt, language) })}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void query.refetch()}
            >
              {t('my.qrRefresh')}
            </button>
          </div>
        )}
      </QueryView>
    </Card>
  );
}
