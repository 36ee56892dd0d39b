import { Building2, ChartNoAxesColumn, ReceiptText, Settings, SmartphoneNfc } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import { loginHref, usesSingleSignOn } from '../../lib/loginHref';
import { safeReturnPath } from '../../lib/returnPath';
import { useIsMember } from '../../state/session';
import { AccountLoginForm } from './AccountLoginForm';
import { LoggedInPanel } from './LoggedInPanel';
import { SmsLoginForm } from './SmsLoginForm';
import { useCompleteLogin } from './useCompleteLogin';
import { Card } from '../../components/Card';
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
  const { page } = useParams();
  const [searchParams] = useSearchParams();
  const method = loginMethodOf(page);
  const completeLogin = useCompleteLogin(returnPath);
  const search = searchParams.toString() === '' ? '' : `?${searchParams.toString()}`;
  return (
    <div className="login-layout login-layout--split">
      <div className="login-layout__main">
        <MethodLinks method={method} search={search} />
        {method === 'sms' ? (
          <SmsLoginForm key="sms" onLoggedIn={completeLogin} />
        ) : (
          <AccountLoginForm key="account" onLoggedIn={completeLogin} />
        )}
      </div>
      <LoginAside />
    </div>
  );
}

/** Beside the form (below it on a phone): the other sign-ins and what signing in gives. */
function LoginAside() {
  const { t } = useTranslation('login');
  const benefits = [
    { key: 'bill', Icon: ReceiptText },
    { key: 'usage', Icon: ChartNoAxesColumn },
    { key: 'settings', Icon: Settings },
  ] as const;
  return (
    <div className="login-aside">
      <Card title={t('other.title')} className="login-aside__panel" plain stack>
        <ul className="login-aside__list">
          <li>
            <Link className="login-aside__link" to={href(paths.prepaidLoginLogOut)}>
              <SmartphoneNfc aria-hidden="true" className="login-aside__icon" />
              {t('other.prepaid')}
            </Link>
          </li>
          <li>
            <Link className="login-aside__link" to={href(paths.ecsLogin)}>
              <Building2 aria-hidden="true" className="login-aside__icon" />
              {t('other.enterprise')}
            </Link>
          </li>
        </ul>
      </Card>
      <Card title={t('benefits.title')} className="login-aside__panel" plain stack>
        <ul className="login-aside__list">
          {benefits.map(({ key, Icon }) => (
            <li key={key} className="login-aside__benefit">
              <Icon aria-hidden="true" className="login-aside__icon" />
              <span>{t(`benefits.${key}`)}</span>
            </li>
          ))}
        </ul>
      </Card>
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
  const isMember = useIsMember();
  let body;
  if (isMember) body = <LoggedInPanel returnPath={returnPath} />;
  else if (usesSingleSignOn()) body = <SingleSignOnRedirect returnPath={returnPath} />;
  else body = <LoginForms returnPath={returnPath} />;
  return <PageFrame title={t(titleKey)}>{body}</PageFrame>;
}
