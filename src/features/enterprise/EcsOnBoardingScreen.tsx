import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import './enterprise.css';

const STEPS = ['signIn', 'lines', 'products', 'service'] as const;

/** First run for a new company user: four steps, then the sign-in. */
export default function EcsOnBoardingScreen() {
  const { t } = useTranslation(['enterprise', 'titles']);
  return (
    <PageFrame title={t('titles:ecsOnBoarding')}>
      <div className="ecs-page">
        <p>{t('onboarding.lead')}</p>
        <ol className="ecs-steps">
          {STEPS.map((step) => (
            <li key={step} className="card">
              <h2 className="ecs-step__title">{t(`onboarding.steps.${step}.title`)}</h2>
              <p>{t(`onboarding.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
        <div className="ecs-actions">
          <Link className="button button--primary" to={href(paths.ecsLogin)}>
            {t('onboarding.start')}
          </Link>
          <Link to={href(paths.ecAbout)}>{t('onboarding.about')}</Link>
        </div>
      </div>
    </PageFrame>
  );
}
