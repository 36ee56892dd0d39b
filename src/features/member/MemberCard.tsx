import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/page/QueryView';
import { useLanguage } from '../../i18n/useLanguage';
import { formatCount, formatTime } from '../../lib/format';
import { maskEmail, maskMemberAccount, maskName, maskPhone } from '../../lib/mask';
import { vipTier } from '../../lib/vipLevel';
import { useAppSelector } from '../../state/hooks';
import type { MemberInfo } from '../../api/types/member';
import { useGetHamiPointQrCodeQuery } from './memberApi';

/** The member card: name, account, mobile and e-mail masked (spec 01 §5) and the VIP level. */
export function MemberCard({ member, isCompany }: { member: MemberInfo; isCompany: boolean }) {
  const { t } = useTranslation('member');
  const vipLevel = useAppSelector((state) => state.client.vipLevel);
  return (
    <section className="card member-card" aria-labelledby="member-card-title">
      <h2 id="member-card-title" className="member-section__title">
        {t('my.card')}
      </h2>
      <dl className="member-facts">
        <div>
          <dt>{t('profile.name')}</dt>
          <dd>{maskName(member.name)}</dd>
        </div>
        <div>
          <dt>{t('profile.account')}</dt>
          <dd>{maskMemberAccount(member.account ?? '')}</dd>
        </div>
        <div>
          <dt>{t('profile.mobile')}</dt>
          <dd>{maskPhone(member.mobile)}</dd>
        </div>
        <div>
          <dt>{t('profile.mail')}</dt>
          <dd>{maskEmail(member.mail)}</dd>
        </div>
        {isCompany ? null : (
          <div>
            <dt>{t('my.vipLevel')}</dt>
            <dd>{t(`vip.${vipTier(vipLevel)}`)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Hami Points and the code to show at the store's till. */
export function PointsCard({ token }: { token: string }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const query = useGetHamiPointQrCodeQuery(token);
  return (
    <section className="card member-points" aria-labelledby="member-points-title">
      <h2 id="member-points-title" className="member-section__title">
        {t('my.points')}
      </h2>
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
    </section>
  );
}
