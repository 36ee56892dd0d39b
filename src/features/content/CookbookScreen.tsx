import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/page/StatusStates';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import { readGuides } from './helpContent';
import './content.css';

/** How-to guides with steps, written in the i18n tree (help.json, cookbook.guides). */
export default function CookbookScreen() {
  const { t } = useTranslation(['help', 'titles']);
  const guides = readGuides(t('cookbook.guides', { returnObjects: true }));
  return (
    <PageFrame title={t('titles:cookbook')}>
      <p>{t('cookbook.intro')}</p>
      {guides.length === 0 ? <EmptyState title={t('cookbook.empty')} /> : null}
      <div className="help-guides">
        {guides.map((guide) => (
          <Card key={guide.id} as="article" title={guide.title} stack>
            {guide.summary ? <p className="help-guide__summary">{guide.summary}</p> : null}
            <ol className="help-guide__steps">
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {guide.service ? (
              <Link to={href(paths[guide.service])}>
                {t('cookbook.open', { service: t(`titles:${guide.service}`) })}
              </Link>
            ) : null}
          </Card>
        ))}
      </div>
    </PageFrame>
  );
}
