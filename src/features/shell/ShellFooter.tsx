import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href, paths } from '../../config/paths';
import { taipeiYear } from '../../lib/format';
import { ExternalLink } from './ExternalLink';
import { PRIVACY_POLICY_URL, TERMS_OF_USE_URL } from '../../lib/carrierPages';
import { PARTNER_MARKS } from './footerLinks';
import { ArrowUpIcon } from './icons';
import { PartnerMark } from './PartnerMark';
import { HOME_LINK_ID } from './ShellHeader';

function backToTop() {
  const reduceMotion =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  document.getElementById(HOME_LINK_ID)?.focus({ preventScroll: true });
}

/** Footer of spec 02 §2.4: partner marks, links, the company line (year in Taipei), back to top. */
export function ShellFooter() {
  const { t } = useTranslation('shell');
  const [year] = useState(() => taipeiYear(Date.now()));
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <ul className="shell-footer__partners" aria-label={t('footer.partners')}>
          {PARTNER_MARKS.map((kind) => (
            <li key={kind}>
              <PartnerMark
                kind={kind}
                label={t(`footer.partner.${kind}`)}
                name={t(`footer.partnerName.${kind}`)}
              />
            </li>
          ))}
        </ul>
        <nav aria-label={t('footer.links')}>
          <ul className="shell-footer__links">
            <li>
              <Link to={href(paths.app)}>{t('footer.app')}</Link>
            </li>
            <li>
              <Link to={href(paths.serviceCenter)}>{t('footer.serviceCenter')}</Link>
            </li>
            <li>
              <ExternalLink href={TERMS_OF_USE_URL}>{t('footer.terms')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={PRIVACY_POLICY_URL}>{t('footer.privacy')}</ExternalLink>
            </li>
          </ul>
        </nav>
        <div className="shell-footer__bottom">
          <p className="shell-footer__company">{t('footer.company', { year })}</p>
          <button type="button" className="button button--secondary" onClick={backToTop}>
            <ArrowUpIcon />
            {t('footer.backToTop')}
          </button>
        </div>
      </div>
    </footer>
  );
}
