import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EBillPendingRequest } from '../../api/types/bill';
import { env } from '../../config/env';
import { href, paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { Card } from '../../components/Card';

/** The in-app link of a confirmation mail. */
export function confirmationLink(token: string): string {
  return `${href(paths.eBillConfirm)}?token=${encodeURIComponent(token)}`;
}

/**
 * A request whose confirmation mail is out: where the mail went, what the link does and until
 * when. In sandbox mode no mail is sent, so a developer note carries the link itself.
 */
export function PendingRequest({ pending }: { pending: EBillPendingRequest }) {
  const { t, i18n } = useTranslation('ebill');
  const action =
    pending.action === 'pwdFlag'
      ? t(pending.pwdFlag === 'N' ? 'pending.actions.pwdOff' : 'pending.actions.pwdOn')
      : t(`pending.actions.${pending.action}`);
  const token = env.apiMode === 'sandbox' ? pending.sandboxMailToken : undefined;
  return (
    <Card title={t('pending.heading')} className="eb-pending" plain stack>
      <p>
        {t('pending.body', {
          email: pending.email,
          deadline: formatDateTime(pending.expiresAt, i18n.language),
          action,
        })}
      </p>
      <p className="eb-muted">{t('pending.replace')}</p>
      {token ? (
        <aside className="eb-devnote" aria-label={t('pending.sandboxTitle')}>
          <p>
            <strong>{t('pending.sandboxTitle')}</strong> {t('pending.sandboxBody')}
          </p>
          <Link className="eb-devnote__link" to={confirmationLink(token)}>
            {t('pending.sandboxLink')}
          </Link>
        </aside>
      ) : null}
    </Card>
  );
}
