import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { env } from '../../config/env';
import { href, paths } from '../../config/paths';
import { ExternalLink } from './ExternalLink';

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

/** The navigation list, shared by the desktop bar and the mobile menu. */
export function NavigationLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
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
