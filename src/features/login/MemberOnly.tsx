import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageFrame } from '../../components/page/PageFrame';
import { loginHref } from '../../lib/loginHref';
import { selectIsLogin } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';

/** A member's page: a visitor is asked to log in and comes back here afterwards. */
export function MemberOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('login');
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const token = useAppSelector(selectMemberToken);
  if (isLogin && token !== '') return children;
  const target = loginHref(`${location.pathname}${location.search}`);
  const className = 'button button--primary';
  return (
    <PageFrame title={title}>
      <div className="notice">
        <p className="state__title">{t('memberOnly.title')}</p>
        <p>{t('memberOnly.body')}</p>
        {target.startsWith('/') ? (
          <Link className={className} to={target}>
            {t('memberOnly.action')}
          </Link>
        ) : (
          <a className={className} href={target}>
            {t('memberOnly.action')}
          </a>
        )}
      </div>
    </PageFrame>
  );
}
