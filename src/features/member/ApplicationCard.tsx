import { useTranslation } from 'react-i18next';
import type { ApplicationProcess } from '../../api/dashboard';
import { Facts } from '../../components/Facts';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { ApplicationStatus } from './ApplicationStatus';

/** One application (an order, an installation, a roaming application) with its steps. */
export function Application({ application }: { application: ApplicationProcess }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const titleId = `process-${application.id}`;
  return (
    <li className="card process-item" aria-labelledby={titleId}>
      <h3 id={titleId} className="member-subtitle">
        {application.title}
      </h3>
      <Facts
        items={[
          [t('process.status'), <ApplicationStatus status={application.status} />],
          [t('process.number'), application.deviceNo],
          [t('process.applied'), formatDate(application.appliedOn, language)],
          application.expectedOn
            ? [t('process.expected'), formatDate(application.expectedOn, language)]
            : null,
        ]}
      />
      <ol className="process-steps" aria-label={t('process.steps', { title: application.title })}>
        {application.steps.map((step) => (
          <li
            key={step.key}
            className={step.done ? 'process-step process-step--done' : 'process-step'}
          >
            <span>{t(`process.stepNames.${step.key}`, { defaultValue: step.key })}</span>{' '}
            <span className="member-muted">
              {step.done
                ? t('process.doneOn', { date: formatDate(step.date, language) })
                : t('process.expectedOn', { date: formatDate(step.date, language) })}
            </span>
          </li>
        ))}
      </ol>
    </li>
  );
}
