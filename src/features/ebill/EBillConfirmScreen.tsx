import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/page/PageFrame';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';
import { asApiError, useFollowConfirmationLinkMutation } from './ebillApi';
import { MissingLink } from './MissingLink';
import './ebill.css';

/** The result page of a link: it asks the carrier where the link stands. */
export function resultLink(token: string): string {
  return `${href(paths.eBillConfirmResult)}?token=${encodeURIComponent(token)}`;
}

/** Confirms the link's request as soon as the page opens, then shows the outcome. */
function Confirming({ token }: { token: string }) {
  const { t } = useTranslation('ebill');
  const navigate = useNavigate();
  const [follow, state] = useFollowConfirmationLinkMutation();
  const started = useRef(false);

  const run = useCallback(async () => {
    const result = await follow({ token });
    if (!('error' in result)) void navigate(resultLink(token), { replace: true });
  }, [follow, navigate, token]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (state.error && !state.isLoading) {
    return (
      <>
        <ErrorState
          title={t('confirm.error')}
          error={asApiError(state.error)}
          onRetry={() => void run()}
        />
        <p>
          <Link to={href(paths.eBill)}>{t('result.toEBill')}</Link>
        </p>
      </>
    );
  }
  return <LoadingState label={t('confirm.working')} />;
}

/** /EBillConfirm?token=… - the link in an e-bill confirmation mail (no login needed). */
export default function EBillConfirmScreen() {
  const { t } = useTranslation(['ebill', 'titles']);
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  return (
    <PageFrame title={t('titles:eBillConfirm')}>
      {token === '' ? <MissingLink /> : <Confirming key={token} token={token} />}
    </PageFrame>
  );
}
