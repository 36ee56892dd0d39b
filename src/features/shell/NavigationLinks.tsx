import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { env } from '../../config/env';
import { href, paths } from '../../config/paths';
import { useAppSelector } from '../../state/hooks';
import { selectShowsPrepaid } from './accountView';
import { ExternalLink } from './ExternalLink';
import { PREPAID_LINKS } from './prepaidLinks';

/** The top navigation of spec 02 §2.2. */
const PORTAL_LINKS = [
  { key: 'personal', to: href(paths.home), end: true },
  { key: 'bill', to: href(paths.bill), end: false },
  { key: 'contract', to: href(paths.contract), end: false },
  { key: 'overview', to: href(paths.overview), end: false },
] as const;

const EXTERNAL_LINKS = [
  { key: 'vip', url: env.vipSiteUrl },
  { key: 'points', url: env.pointsSiteUrl },
] as const;

function PrepaidLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['shell', 'titles']);
  return (
    <ul className="shell-nav__list">
      <li>
        <NavLink
          className="shell-nav__link"
          to={href(paths.prepaidLoginLogOut)}
          end
          onClick={onNavigate}
        >
          {t('nav.prepaidHome')}
        </NavLink>
      </li>
      {PREPAID_LINKS.map((link) => (
        <li key={link.key}>
          <NavLink className="shell-nav__link" to={link.to} onClick={onNavigate}>
            {t(`titles:${link.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The navigation list, shared by the desktop bar and the mobile menu: the portal's, or the
 * prepaid services while a prepaid card holder (and no member) is signed in.
 */
export function NavigationLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const prepaid = useAppSelector(selectShowsPrepaid);
  if (prepaid) return <PrepaidLinks onNavigate={onNavigate} />;
  return (
    <ul className="shell-nav__list">
      {PORTAL_LINKS.map((link) => (
        <li key={link.key}>
          <NavLink className="shell-nav__link" to={link.to} end={link.end} onClick={onNavigate}>
            {t(`nav.${link.key}`)}
          </NavLink>
        </li>
      ))}
      {EXTERNAL_LINKS.map((link) => (
        <li key={link.key}>
          <ExternalLink className="shell-nav__link" href={link.url}>
            {t(`nav.${link.key}`)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
