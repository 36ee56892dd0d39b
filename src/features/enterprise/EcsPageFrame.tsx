import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ecsLogout } from '../../api/ecs';
import { clearEcsSession, type EcsSession } from '../../api/ecsSession';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import { useEcsSession } from './useEcsSession';
import './enterprise.css';

/** Ends the company user's session only; a consumer member session in this browser stays. */
export function useEcsSignOut() {
  const navigate = useNavigate();
  return async () => {
    await ecsLogout();
    clearEcsSession();
    void navigate(href(paths.ecsLogin));
  };
}

function SessionLine({ session }: { session: EcsSession }) {
  const { t } = useTranslation('enterprise');
  const signOut = useEcsSignOut();
  return (
    <div className="ecs-session">
      <p className="ecs-session__who">
        {t('session.who', {
          company: session.companyName,
          name: session.user.name,
          role: t(`roles.${session.user.role}`),
        })}
      </p>
      <Button variant="secondary" onClick={() => void signOut()}>
        {t('session.signOut')}
      </Button>
    </div>
  );
}

/**
 * The frame of every enterprise page that needs a company user: without an ECS session, a
 * sign-in link to /ECSLogin (a consumer member session does not count); with one, who is signed
 * in, the sign-out, and the page.
 */
export function EcsPageFrame({
  title,
  children,
}: {
  title: string;
  children: (session: EcsSession) => ReactNode;
}) {
  const { t } = useTranslation('enterprise');
  const session = useEcsSession();
  return (
    <PageFrame title={title}>
      {session ? (
        <div className="ecs-page">
          <SessionLine session={session} />
          {children(session)}
        </div>
      ) : (
        <div className="notice" role="note">
          <p>{t('session.needed')}</p>
          <Link className="button button--primary" to={href(paths.ecsLogin)}>
            {t('session.signIn')}
          </Link>
        </div>
      )}
    </PageFrame>
  );
}
