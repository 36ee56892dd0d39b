import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loginHref } from '../../lib/loginHref';

/** For a visitor: why signing in helps, and a sign-in that comes back to this page. */
export function SignInNotice({ text }: { text: string }) {
  const { t } = useTranslation('support');
  const location = useLocation();
  const signIn = loginHref(location.pathname);
  return (
    <div className="notice">
      <p>{text}</p>
      {signIn.startsWith('/') ? (
        <Link className="button button--primary" to={signIn}>
          {t('gate.signIn')}
        </Link>
      ) : (
        <a className="button button--primary" href={signIn}>
          {t('gate.signIn')}
        </a>
      )}
    </div>
  );
}
