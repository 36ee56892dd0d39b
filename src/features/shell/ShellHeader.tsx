import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Languages } from 'lucide-react';
import { LanguagePicker } from '../../components/LanguagePicker';
import { href, paths } from '../../config/paths';
import { AccountMenu } from './AccountMenu';
import { MessagesLink } from './MessagesLink';
import { LogoMark, MenuIcon, SearchIcon } from './icons';
import { NavigationLinks } from './NavigationLinks';
import { useDisclosure } from './useDisclosure';
import { useIsDesktop } from './useIsDesktop';

/** Where "back to top" puts the focus. */
export const HOME_LINK_ID = 'shell-home-link';

/** Header of spec 02 §2.2: logo, navigation (a menu on mobile), search, account, language. */
export function ShellHeader() {
  const { t } = useTranslation(['shell', 'common']);
  const isDesktop = useIsDesktop();
  const { open, close, buttonRef, panelRef, toggle } = useDisclosure();
  const menuId = useId();
  const menuOpen = open && !isDesktop;
  const closeMenu = () => {
    close();
  };
  return (
    <header className="shell-header">
      <div className="app-bar shell-header__bar">
        <Link id={HOME_LINK_ID} className="shell-brand" to={href(paths.home)}>
          <LogoMark className="shell-brand__mark" />
          <span className="shell-brand__name">{t('common:appName')}</span>{' '}
          <span className="visually-hidden">{t('header.home')}</span>
        </Link>
        <div className="shell-header__tools">
          <LanguagePicker icon={<Languages size={20} />} />
          <Link className="shell-icon-button" to={href(paths.search)}>
            <SearchIcon />
            <span className="visually-hidden">{t('header.search')}</span>
          </Link>
          <MessagesLink />
          <AccountMenu />
          {isDesktop ? null : (
            <button
              ref={buttonRef}
              type="button"
              className="shell-icon-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={toggle}
            >
              <MenuIcon open={menuOpen} />
              <span className="visually-hidden">{t('header.menu')}</span>
            </button>
          )}
        </div>
      </div>
      {isDesktop ? (
        <nav className="shell-nav shell-nav--bar" aria-label={t('nav.label')}>
          <NavigationLinks />
        </nav>
      ) : (
        <div ref={panelRef} id={menuId} className="shell-menu" hidden={!menuOpen}>
          <nav className="shell-nav shell-nav--menu" aria-label={t('nav.label')}>
            <NavigationLinks onNavigate={closeMenu} />
          </nav>
        </div>
      )}
    </header>
  );
}
