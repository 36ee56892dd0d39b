import { useTranslation } from 'react-i18next';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { useRouteHandle } from '../../components/useRouteHandle';
import { isCompanyCustomerId } from '../../lib/customer';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo, selectMemberToken } from '../../state/member';
import { Benefits, PersonalContent } from './Benefits';
import { CouponLists } from './CouponLists';
import { SaveCouponForm, TransferCouponForm } from './CouponForms';
import { PurchaseCouponForm } from './CouponPurchase';
import { MemberCard, PointsCard } from './MemberCard';
import { useGetUnusedCouponsQuery } from './memberApi';
import { Card } from '../../components/Card';
import './member.css';

function CouponSection({ token }: { token: string }) {
  const { t } = useTranslation('member');
  const unused = useGetUnusedCouponsQuery(token);
  return (
    <Card title={t('coupons.title')} className="member-section" plain>
      <CouponLists token={token} />
      <div className="member-forms">
        <SaveCouponForm />
        <PurchaseCouponForm />
        {unused.currentData ? <TransferCouponForm coupons={unused.currentData} /> : null}
      </div>
    </Card>
  );
}

/** /My: the member card, points with the store code, benefits, coupons and personal content. */
export default function MyScreen() {
  const { t } = useTranslation('titles');
  const { routeKey } = useRouteHandle();
  const token = useAppSelector(selectMemberToken);
  const member = useAppSelector(selectMemberInfo);
  return (
    <MemberPageFrame title={t(routeKey)} needsDevice={false}>
      {() => {
        const isCompany = isCompanyCustomerId(member?.pid);
        return (
          <div className="member-page">
            {member ? <MemberCard member={member} isCompany={isCompany} /> : null}
            {isCompany ? null : <PointsCard token={token} />}
            {isCompany ? null : <Benefits token={token} />}
            <CouponSection token={token} />
            <PersonalContent token={token} />
          </div>
        );
      }}
    </MemberPageFrame>
  );
}
