import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';

/** A confirmation page opened without the token of a mail's link. */
export function MissingLink() {
  const { t } = useTranslation('ebill');
  return (
    <EmptyState title={t('confirm.missingTitle')}>
      <p>{t('confirm.missingBody')}</p>
      <Link className="button button--secondary" to={href(paths.eBill)}>
        {t('result.toEBill')}
      </Link>
    </EmptyState>
  );
}
