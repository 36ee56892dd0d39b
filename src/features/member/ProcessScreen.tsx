import { useTranslation } from 'react-i18next';
import type { ApplicationProcess } from '../../api/dashboard';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { PageFrame } from '../../components/page/PageFrame';
import { SignInNotice } from '../../components/page/SignInNotice';
import { QueryView, type QueryLike } from '../../components/page/QueryView';
import { useRouteHandle } from '../../components/useRouteHandle';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';
import { useIsMember } from '../../state/session';
import {
  useGetEshopProcessQuery,
  useGetInstallProcessQuery,
  useGetRoamingProcessQuery,
} from './memberApi';
import { Application } from './ApplicationCard';
import { ProcessLookup } from './ProcessLookup';
import './member.css';

type Kind = 'eshop' | 'fixline' | 'roaming';

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

/** A member's applications of the three kinds. */
function MemberProcess({ title }: { title: string }) {
  const token = useAppSelector(selectMemberToken);
  const eshop = useGetEshopProcessQuery(token);
  const install = useGetInstallProcessQuery(token);
  const roaming = useGetRoamingProcessQuery(token);
  return (
    <MemberPageFrame title={title} needsDevice={false}>
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

/**
 * /Process: online-store orders, fixed-line installations and roaming applications of a member;
 * a visitor looks up a fixed-line installation with its number, the applicant's ID and a captcha.
 */
export default function ProcessScreen() {
  const { t } = useTranslation(['member', 'titles']);
  const { routeKey } = useRouteHandle();
  const isMember = useIsMember();
  const title = t(`titles:${routeKey}`);
  if (isMember) return <MemberProcess title={title} />;
  return (
    <PageFrame title={title}>
      <div className="member-page">
        <ProcessLookup />
        <SignInNotice text={t('process.lookup.signIn')} />
      </div>
    </PageFrame>
  );
}
