import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';

interface SessionEndedNoticeProps {
  onSignIn: () => void;
  onClose: () => void;
}

/**
 * Tells the customer, once, that their member session ended elsewhere (on the server, or while
 * the page was closed). Not modal: the page stays usable as a visitor; signing in comes back here.
 */
export function SessionEndedNotice({ onSignIn, onClose }: SessionEndedNoticeProps) {
  const { t } = useTranslation('session');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Card
      title={t('ended.title')}
      className="session-ended"
      role="alert"
      plain
      stack
      headingRef={headingRef}
    >
      <p>{t('ended.body')}</p>
      <div className="session-ended__actions">
        <Button onClick={onSignIn}>{t('ended.signIn')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('ended.close')}
        </Button>
      </div>
    </Card>
  );
}
