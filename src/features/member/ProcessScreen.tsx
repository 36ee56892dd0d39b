import { useTranslation } from 'react-i18next';
import type { ApplicationProcess } from '../../api/dashboard';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView, type QueryLike } from '../../components/page/QueryView';
import { useRouteHandle } from '../../components/useRouteHandle';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import {
  useGetEshopProcessQuery,
  useGetInstallProcessQuery,
  useGetRoamingProcessQuery,
} from './memberApi';
import { Facts } from '../../components/Facts';
import { ApplicationStatus } from './ApplicationStatus';
import './member.css';

type Kind = 'eshop' | 'fixline' | 'roaming';

function Application({ application }: { application: ApplicationProcess }) {
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

function Applications({ kind, query }: { kind: Kind; query: QueryLike<ApplicationProcess[]> }) {
  const { t } = useTranslation('member');
  return (
    <section className="member-section" aria-labelledby={`process-${kind}`}>
      <h2 id={`process-${kind}`} className="member-section__title">
        {t(`process.kinds.${kind}`)}
      </h2>
      <QueryView
        query={query}
        loading={t('process.loading')}
        errorTitle={t('process.error')}
        isEmpty={(rows) => rows.length === 0}
        emptyTitle={t(`process.empty.${kind}`)}
      >
        {(rows) => (
          <ul className="member-list">
            {rows.map((application) => (
              <Application key={application.id} application={application} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** /Process: online-store orders, fixed-line installations and roaming applications. */
export default function ProcessScreen() {
  const { t } = useTranslation(['member', 'titles']);
  const { routeKey } = useRouteHandle();
  const token = useAppSelector(selectMemberToken);
  const eshop = useGetEshopProcessQuery(token);
  const install = useGetInstallProcessQuery(token);
  const roaming = useGetRoamingProcessQuery(token);
  return (
    <MemberPageFrame title={t(`titles:${routeKey}`)} needsDevice={false}>
      {() => (
        <div className="member-page">
          <Applications kind="eshop" query={eshop} />
          <Applications kind="fixline" query={install} />
          <Applications kind="roaming" query={roaming} />
        </div>
      )}
    </MemberPageFrame>
  );
}
