import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageFrame } from './PageFrame';

/** The not-found page: an unknown path, and a gated page before it opens (lib/gates.ts). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('notFound.title')}>
      <p>{t('notFound.body')}</p>
      <Link className="button button--primary" to={paths.home}>
        {t('action.backHome')}
      </Link>
    </PageFrame>
  );
}
