import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/page/PageFrame';
import { LoadingState } from '../../components/page/StatusStates';
import { paths } from '../../config/paths';
import { loginHref } from '../../lib/loginHref';
import { clientActions } from '../../state/client';
import { userLoggedIn } from '../../state/events';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { appUpdateNeeded, completeInit } from './initFlow';
import './messages.css';

type Step =
  | { kind: 'working' }
  | { kind: 'failed'; reason: 'handOff' | 'token'; target: string }
  | { kind: 'update'; updateUrl: string; target: string };

/**
 * /Init: shows progress while the token on the address becomes a login (initFlow.ts), then goes on
 * to the return path. An app below the minimum version is asked to update first; a token that
 * does not sign in says so, with sign-in and home.
 */
export default function InitScreen() {
  const { t } = useTranslation(['messages', 'titles', 'common']);
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const savedPath = useAppSelector((state) => state.client.ssoBackPath);
  const embedded = useAppSelector((state) => state.client.embedded);
  const parameters = useAppSelector((state) => state.client.embeddedParameters);
  const [step, setStep] = useState<Step>({ kind: 'working' });
  // A partner's token is good once: the flow must not run twice for one address.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const [outcome, update] = await Promise.all([
        completeInit({ search, savedPath }),
        embedded ? appUpdateNeeded(parameters) : Promise.resolve(null),
      ]);
      if (outcome.kind === 'failed') {
        setStep(outcome);
        return;
      }
      if (outcome.login) dispatch(userLoggedIn(outcome.login));
      if (outcome.deviceNo) dispatch(clientActions.deviceSelected(outcome.deviceNo));
      if (update) setStep({ kind: 'update', updateUrl: update.updateUrl, target: outcome.target });
      else void navigate(outcome.target, { replace: true });
    })();
  }, [dispatch, embedded, navigate, parameters, savedPath, search]);

  return (
    <PageFrame title={t('titles:init')}>
      {step.kind === 'working' ? <LoadingState label={t('init.working')} /> : null}
      {step.kind === 'failed' ? (
        <div className="notice" role="alert">
          <p>{t(step.reason === 'handOff' ? 'init.handOffFailed' : 'init.tokenFailed')}</p>
          <div className="messages-actions">
            <a className="button button--primary" href={loginHref(step.target)}>
              {t('init.signIn')}
            </a>
            <Link className="button button--secondary" to={paths.home}>
              {t('common:action.backHome')}
            </Link>
          </div>
        </div>
      ) : null}
      {step.kind === 'update' ? (
        <div className="notice" role="alert">
          <p>{t('init.updateNeeded')}</p>
          <div className="messages-actions">
            {step.updateUrl.startsWith('https://') ? (
              <a className="button button--primary" href={step.updateUrl} rel="noopener noreferrer">
                {t('init.update')}
              </a>
            ) : null}
            <Button
              variant="secondary"
              onClick={() => void navigate(step.target, { replace: true })}
            >
              {t('init.later')}
            </Button>
          </div>
        </div>
      ) : null}
    </PageFrame>
  );
}
