import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DeviceSwitcher } from '../../components/DeviceSwitcher';
import { SignInLink } from '../../components/page/SignInNotice';
import { env } from '../../config/env';
import { href, paths } from '../../config/paths';
import { useAppDispatch } from '../../state/hooks';
import { maskPhone } from '../../lib/mask';
import { logOut, logOutPrepaid } from '../../state/logout';
import type { AccountView } from './accountView';
import { ExternalLink } from './ExternalLink';
import { PREPAID_LINKS } from './prepaidLinks';
import { useToast } from './useToast';

const QUICK_LINKS = [
  { key: 'contract', to: href(paths.contract) },
  { key: 'bill', to: href(paths.bill) },
  { key: 'process', to: href(paths.process) },
  { key: 'account', to: href(paths.account) },
] as const;

function LoginLink({ focusOnMount }: { focusOnMount: boolean }) {
  const { t } = useTranslation('shell');
  const focusRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusOnMount) focusRef.current?.focus();
  }, [focusOnMount]);
  return (
    <SignInLink ref={focusRef} className="button button--primary shell-card__wide">
      {t('account.login')}
    </SignInLink>
  );
}

/**
 * The account card of spec 02 §2.2: greeting and level, shortcuts, log in or out. A prepaid card
 * holder gets the prepaid home and services and logs out of the card; no member login is offered.
 */
export function AccountCard({
  view,
  onClose,
}: {
  view: AccountView;
  onClose: (returnFocus?: boolean) => void;
}) {
  const { t } = useTranslation(['shell', 'titles']);
  const dispatch = useAppDispatch();
  const showToast = useToast();
  // After logging out here, focus moves to the login link that replaces the logout button.
  const [loggedOutHere, setLoggedOutHere] = useState(false);
  const closeOnClick = () => {
    onClose();
  };
  const logOutHere = () => {
    setLoggedOutHere(true);
    dispatch(view.kind === 'prepaid' ? logOutPrepaid() : logOut());
    showToast(t('account.loggedOut'), { type: 'success' });
  };

  return (
    <>
      <div className="shell-card__head">
        {view.kind === 'visitor' ? (
          <>
            <p className="shell-card__greeting">{t('account.visitorGreeting')}</p>
            <p className="shell-card__hint">{t('account.visitorHint')}</p>
          </>
        ) : view.kind === 'prepaid' ? (
          <p className="shell-card__greeting">
            {t('account.prepaidGreeting', { number: maskPhone(view.number) })}
          </p>
        ) : (
          <>
            <p className="shell-card__greeting">
              {view.name ? t('account.greeting', { name: view.name }) : t('account.greetingNoName')}
            </p>
            {view.tier !== null ? (
              <p className="shell-card__level">
                <span className="visually-hidden">{t('account.levelPrefix')}</span>
                <span className="shell-tier" data-tier={view.tier}>
                  {t(`vip.${view.tier}`)}
                </span>
              </p>
            ) : null}
          </>
        )}
      </div>
      {view.kind === 'member' ? <DeviceSwitcher label={t('account.device')} /> : null}
      <Link
        className="button button--secondary shell-card__wide"
        to={view.kind === 'prepaid' ? href(paths.prepaidLoginLogOut) : href(paths.home)}
        onClick={closeOnClick}
      >
        {t(view.kind === 'prepaid' ? 'account.prepaidHome' : 'account.serviceCenter')}
      </Link>
      {view.kind === 'member' && view.tier !== null ? (
        <ExternalLink className="shell-card__upgrade" href={env.vipSiteUrl}>
          {t('account.upgrade')}
        </ExternalLink>
      ) : null}
      <nav aria-label={t('account.quickLinks')}>
        <ul className="shell-card__quick">
          {view.kind === 'prepaid'
            ? PREPAID_LINKS.map((link) => (
                <li key={link.key}>
                  <Link className="shell-card__quick-link" to={link.to} onClick={closeOnClick}>
                    {t(`titles:${link.key}`)}
                  </Link>
                </li>
              ))
            : QUICK_LINKS.map((link) => (
                <li key={link.key}>
                  <Link className="shell-card__quick-link" to={link.to} onClick={closeOnClick}>
                    {t(`account.${link.key}`)}
                  </Link>
                </li>
              ))}
        </ul>
      </nav>
      {view.kind === 'visitor' ? (
        <LoginLink focusOnMount={loggedOutHere} />
      ) : (
        <button
          type="button"
          className="button button--link shell-card__logout"
          onClick={logOutHere}
        >
          {t('account.logout')}
        </button>
      )}
    </>
  );
}
