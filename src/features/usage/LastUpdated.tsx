import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, lastUpdateAge, toDate } from '../../lib/format';

const TICK_MS = 30_000;

/** The current time, refreshed every 30 s so an ageing figure changes colour on screen. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}

/**
 * When the figures were measured. Over 10 minutes old it turns orange, over an hour red, and
 * says so in words as well.
 */
export function LastUpdated({ updatedAt }: { updatedAt: string }) {
  const { t, i18n } = useTranslation('usage');
  const now = useNow();
  const age = lastUpdateAge(updatedAt, now);
  const updated = toDate(updatedAt);
  const minutes = updated ? Math.max(0, Math.floor((now - updated.getTime()) / 60_000)) : 0;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <p className={`usage-updated usage-updated--${age}`} data-age={age}>
      <span className="usage-updated__time">
        {t('updated.at', { time: formatDateTime(updatedAt, language) })}
      </span>{' '}
      <span className="usage-updated__age">{t(`updated.${age}`, { minutes })}</span>
    </p>
  );
}
