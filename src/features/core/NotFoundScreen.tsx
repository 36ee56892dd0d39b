import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/page/PageFrame';
import { paths } from '../../config/paths';

export default function NotFoundScreen() {
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
