import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href, paths } from '../../config/paths';
import { useIsMember } from '../../state/session';
import { MessagesIcon } from './icons';

// The count needs the API layer, which the first render does without: it comes in its own chunk.
const UnreadCount = lazy(() => import('./UnreadCount'));

/** The header's way to the message centre, with the unread count (members only). */
export function MessagesLink() {
  const { t } = useTranslation('shell');
  const isMember = useIsMember();
  if (!isMember) return null;
  return (
    <Link className="shell-icon-button" to={href(paths.appMessage)}>
      <MessagesIcon />
      <span className="visually-hidden">{t('header.messages')}</span>
      <Suspense fallback={null}>
        <UnreadCount />
      </Suspense>
    </Link>
  );
}
