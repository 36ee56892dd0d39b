import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { DataTable } from '../../../components/table/DataTable';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatDateTime } from '../../../lib/format';
import type { SandboxControls } from '../../../state/sandboxControls';
import { useSandboxControls } from './useSandboxControls';

/**
 * The sandbox's outbox: every SMS, e-mail and push the carrier would have sent, newest first, so
 * that a tester sees what a customer would have received.
 */
export function OutboxPanel({ load }: { load: () => Promise<SandboxControls> }) {
  const { t } = useTranslation('devtools');
  const language = useLanguage();
  const { controls, failed, refresh } = useSandboxControls(load);

  if (failed) return <p role="alert">{t('sandbox.unavailable')}</p>;
  if (!controls) return <p>{t('outbox.loading')}</p>;
  const messages = controls.outbox(language);

  return (
    <>
      <p>{t('outbox.note')}</p>
      <Button variant="secondary" onClick={refresh}>
        {t('outbox.refresh')}
      </Button>
      <DataTable
        caption={t('outbox.caption')}
        narrow="cards"
        columns={[
          {
            key: 'at',
            header: t('outbox.at'),
            cell: (message) => formatDateTime(message.at, language),
            rowHeader: true,
          },
          {
            key: 'channel',
            header: t('outbox.channel'),
            cell: (message) => t(`outbox.channels.${message.channel}`),
          },
          { key: 'to', header: t('outbox.to'), cell: (message) => message.to },
          { key: 'number', header: t('outbox.number'), cell: (message) => message.number },
          {
            key: 'kind',
            header: t('outbox.kind'),
            cell: (message) => t(`outbox.kinds.${message.kind}`, { defaultValue: message.kind }),
          },
          { key: 'text', header: t('outbox.text'), cell: (message) => message.text },
        ]}
        rows={messages}
        rowKey={(message) => message.id}
        empty={t('outbox.empty')}
      />
    </>
  );
}
