import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../../api/push';
import { FormAlert } from '../../components/form/FormAlert';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { StatusBadge } from '../../components/StatusBadge';
import { useNotifications } from '../../components/useNotifications';
import { useRefusal } from '../../components/useRefusal';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime } from '../../lib/format';
import { useSetNotificationIsReadMutation } from '../../state/notificationsApi';
import './messages.css';

/** The kinds of message the portal has a title for (the outbox's kinds that go by push). */
const KNOWN_KINDS = new Set([
  'roamingCapAlert',
  'fakeBaseStationAlert',
  'billDueReminder',
  'billOverdueReminder',
  'troubleUpdate',
  'bookingUpdate',
  'prepaidLowBalance',
]);

function MessageItem({ message }: { message: AppNotification }) {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const refusal = useRefusal('messages');
  const [open, setOpen] = useState(false);
  const [markRead, marking] = useSetNotificationIsReadMutation();
  const bodyId = `message-${message.msgkey}`;
  const title = t(KNOWN_KINDS.has(message.actid) ? `kinds.${message.actid}` : 'kinds.other');

  const toggle = () => {
    setOpen(!open);
    if (!open && !message.isRead) {
      void markRead({ msgkey: message.msgkey, actid: message.actid, pushid: message.pushid });
    }
  };

  return (
    <li className="card messages-item">
      <h2 className="messages-item__title">
        <button
          type="button"
          className="messages-item__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
        >
          {title}
        </button>
      </h2>
      <p className="messages-item__time">
        {formatDateTime(message.time, language)}{' '}
        {message.isRead ? null : <StatusBadge tone="info">{t('list.unread')}</StatusBadge>}
      </p>
      <div id={bodyId} hidden={!open}>
        <p className="messages-item__body">{message.body}</p>
        <FormAlert error={refusal(marking.error)} />
      </div>
    </li>
  );
}

/**
 * /AppMessage, the message centre: the app messages the carrier sent (the outbox's pushes),
 * newest first. Opening one shows it and marks it read, which lowers the header's count.
 */
export default function AppMessageScreen() {
  const { t } = useTranslation(['messages', 'titles']);
  const { query, unread } = useNotifications({ refresh: true });
  return (
    <MemberPageFrame title={t('titles:appMessage')} needsDevice={false}>
      {() => (
        <QueryView
          query={query}
          loading={t('list.loading')}
          errorTitle={t('list.error')}
          isEmpty={(messages) => messages.length === 0}
          emptyTitle={t('list.emptyTitle')}
          emptyBody={<p>{t('list.emptyBody')}</p>}
        >
          {(messages) => (
            <>
              <p role="status">{t('list.unreadCount', { count: unread })}</p>
              <ul className="messages-list">
                {messages.map((message) => (
                  <MessageItem key={message.msgkey} message={message} />
                ))}
              </ul>
            </>
          )}
        </QueryView>
      )}
    </MemberPageFrame>
  );
}
