import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/page/PageFrame';
import { paths } from '../../config/paths';
import { decodeErrorPayload } from './errorPayload';
import './messages.css';

/** Whether the router has a page of this tab to go back to. */
function canGoBack(): boolean {
  const state: unknown = globalThis.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * /Error/:hex? - where the apps, single sign-on and a failed chunk load send the customer. The
 * hex is decoded safely (errorPayload.ts); the page says what happened in plain words, never the
 * payload's own text, and offers to try again and to go home.
 */
export default function ErrorScreen() {
  const { t } = useTranslation(['messages', 'titles', 'common']);
  const { hex } = useParams();
  const navigate = useNavigate();
  const payload = decodeErrorPayload(hex);

  const tryAgain = () => {
    // A page whose code would not load needs a fresh load of the portal, not a route change.
    if (payload.reason === 'chunk' && payload.from !== null)
      globalThis.location.assign(payload.from);
    else if (payload.from !== null) void navigate(payload.from);
    else if (canGoBack()) void navigate(-1);
    else globalThis.location.reload();
  };

  return (
    <PageFrame title={t('titles:error')}>
      <div className="notice" role="alert">
        <p>{t(payload.reason ? `error.reasons.${payload.reason}` : 'error.general')}</p>
        <p>{t('error.next')}</p>
        {payload.code ? <p>{t('error.reference', { code: payload.code })}</p> : null}
      </div>
      <div className="messages-actions">
        <Button onClick={tryAgain}>{t('common:action.retry')}</Button>
        <Link className="button button--secondary" to={paths.home}>
          {t('common:action.backHome')}
        </Link>
      </div>
    </PageFrame>
  );
}
