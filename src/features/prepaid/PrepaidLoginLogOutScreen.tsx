import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useRouteHandle } from '../../components/useRouteHandle';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PrepaidFrame } from './PrepaidFrame';
import { PrepaidFunctionList } from './PrepaidFunctionList';
import { PrepaidGlance } from './PrepaidGlance';
import { PrepaidLoginForm, type LoggedIn } from './PrepaidLoginForm';
import { hasPrepaidSession, logInPrepaid } from './prepaidSession';
import { logOutPrepaid } from '../../state/logout';
import { safePrepaidBack } from './prepaidRules';

const PASSWORD_STEP = 'password';

/**
 * /PrepaidLoginLogOut: the login (and the password change) for a holder who is not logged in,
 * the prepaid home for one who is: the card at a glance first, then every function. A login with the default 0000 keeps no session:
 * the password is changed first, then the holder is logged in with the new one.
 */
export default function PrepaidLoginLogOutScreen() {
  const { t } = useTranslation(['prepaid', 'titles']);
  const language = useLanguage();
  const { routeKey } = useRouteHandle();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const loggedIn = useAppSelector((state) => hasPrepaidSession(state));
  const [pendingChange, setPendingChange] = useState<LoggedIn | null>(null);
  const [changed, setChanged] = useState(false);
  const back = safePrepaidBack(search.get('back'));
  const justLoggedOut = (location.state as { loggedOut?: boolean } | null)?.loggedOut === true;

  if (loggedIn && !pendingChange) {
    return (
      <PrepaidFrame home>
        {(ivrNo) => (
          <>
            {changed ? (
              <p className="prepaid-result" role="status">
                {t('password.success')}
              </p>
            ) : null}
            <PrepaidGlance ivrNo={ivrNo} />
            <PrepaidFunctionList ivrNo={ivrNo} />
          </>
        )}
      </PrepaidFrame>
    );
  }

  if (pendingChange) {
    return (
      <PageFrame title={t('password.heading')}>
        <p className="notice" role="note">
          {t('login.mustChange')}
        </p>
        <ChangePasswordForm
          initialNumber={pendingChange.ivrNo}
          onChanged={({ ivrNo, newPassword }) => {
            void dispatch(
              logInPrepaid({
                ivrNo,
                password: newPassword,
                rememberMe: pendingChange.rememberMe,
                language,
              }),
            ).then(() => {
              setPendingChange(null);
              setChanged(true);
              if (back) void navigate(back);
            });
          }}
        />
      </PageFrame>
    );
  }

  if (search.get('step') === PASSWORD_STEP) {
    return (
      <PageFrame title={t('password.heading')}>
        {changed ? (
          <div className="prepaid-result" role="status">
            <p>{t('password.success')}</p>
            <Link to={href(paths.prepaidLoginLogOut)}>{t('password.backToLogin')}</Link>
          </div>
        ) : (
          <ChangePasswordForm onChanged={() => setChanged(true)} />
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t(`titles:${routeKey}`)} context={t('login.heading')}>
      {justLoggedOut ? (
        <p className="prepaid-result" role="status">
          {t('frame.loggedOut')}
        </p>
      ) : null}
      <PrepaidLoginForm
        onLoggedIn={(login) => {
          if (login.mustChangePassword) {
            dispatch(logOutPrepaid());
            setPendingChange(login);
            return;
          }
          if (back) void navigate(back);
        }}
      />
      <div className="prepaid-links">
        <Link to={paths.prepaidTopUp}>{t('login.topUpNow')}</Link>
        <Link to={`${href(paths.prepaidLoginLogOut)}?step=${PASSWORD_STEP}`}>
          {t('login.changePassword')}
        </Link>
      </div>
      <p>{t('login.forgot')}</p>
    </PageFrame>
  );
}
