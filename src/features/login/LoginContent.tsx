import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import { loginHref, usesSingleSignOn } from '../../lib/loginHref';
import { safeReturnPath } from '../../lib/returnPath';
import { selectIsLogin } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { AccountLoginForm } from './AccountLoginForm';
import { LoggedInPanel } from './LoggedInPanel';
import { SmsLoginForm } from './SmsLoginForm';
import { useCompleteLogin } from './useCompleteLogin';
import './login.css';

export type LoginMethod = 'account' | 'sms';

export function loginMethodOf(page: string | undefined): LoginMethod {
  return page?.toLowerCase() === 'sms' ? 'sms' : 'account';
}

function MethodLinks({ method, search }: { method: LoginMethod; search: string }) {
  const { t } = useTranslation('login');
  const links: { key: LoginMethod; to: string }[] = [
    { key: 'account', to: `${href(paths.login)}${search}` },
    { key: 'sms', to: `${href(paths.login, { page: 'sms' })}${search}` },
  ];
  return (
    <nav className="login-methods" aria-label={t('methods.label')}>
      {links.map((link) => (
        <Link
          key={link.key}
          className="login-methods__link"
          to={link.to}
          replace
          aria-current={link.key === method ? 'page' : undefined}
        >
          {t(`methods.${link.key}`)}
        </Link>
      ))}
    </nav>
  );
}

/** Production: the member site's single sign-on does the login (spec 02 §7.12). */
function SingleSignOnRedirect({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation('login');
  const target = loginHref(returnPath);
  useEffect(() => {
    window.location.assign(target);
  }, [target]);
  return (
    <p role="status">
      {t('sso.redirecting')} <a href={target}>{t('sso.continue')}</a>
    </p>
  );
}

function LoginForms({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation('login');
  const { page } = useParams();
  const [searchParams] = useSearchParams();
  const method = loginMethodOf(page);
  const completeLogin = useCompleteLogin(returnPath);
  const search = searchParams.toString() === '' ? '' : `?${searchParams.toString()}`;
  return (
    <div className="login-layout">
      <MethodLinks method={method} search={search} />
      {method === 'sms' ? (
        <SmsLoginForm key="sms" onLoggedIn={completeLogin} />
      ) : (
        <AccountLoginForm key="account" onLoggedIn={completeLogin} />
      )}
      <aside className="login-other" aria-labelledby="login-other-title">
        <h2 id="login-other-title" className="login-other__title">
          {t('other.title')}
        </h2>
        <ul>
          <li>
            <Link to={href(paths.prepaidLoginLogOut)}>{t('other.prepaid')}</Link>
          </li>
          <li>
            <Link to={href(paths.ecsLogin)}>{t('other.enterprise')}</Link>
          </li>
        </ul>
      </aside>
    </div>
  );
}

/**
 * The login page (also the app's /AppLogin): member account or SMS code, then back to `?back=`
 * (only a same-origin path; anything else goes home). A logged-in member sees who they are,
 * a way on and the logout.
 */
export function LoginContent({ titleKey }: { titleKey: 'login' | 'appLogin' }) {
  const { t } = useTranslation('titles');
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get('back') ?? '/');
  const isLogin = useAppSelector(selectIsLogin);
  let body;
  if (isLogin) body = <LoggedInPanel returnPath={returnPath} />;
  else if (usesSingleSignOn()) body = <SingleSignOnRedirect returnPath={returnPath} />;
  else body = <LoginForms returnPath={returnPath} />;
  return <PageFrame title={t(titleKey)}>{body}</PageFrame>;
}
