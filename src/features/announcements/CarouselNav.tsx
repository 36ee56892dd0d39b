import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CarouselNavProps {
  current: number;
  total: number;
  onGo: (index: number) => void;
}

/**
 * Previous and next (spec 02 §2.3) with a dot per announcement (spec 01 §2). At either end the
 * arrow stays focusable and says it is unavailable (aria-disabled) instead of dropping focus.
 */
export function CarouselNav({ current, total, onGo }: CarouselNavProps) {
  const { t } = useTranslation('announce');
  const atStart = current === 0;
  const atEnd = current === total - 1;
  return (
    <div className="announce-dialog__nav">
      <button
        type="button"
        className="announce-dialog__arrow"
        aria-disabled={atStart}
        onClick={() => {
          if (!atStart) onGo(current - 1);
        }}
      >
        <span aria-hidden="true">‹ </span>
        {t('previous')}
      </button>
      <ul className="announce-dots" aria-label={t('dots')}>
        {Array.from({ length: total }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              className="announce-dots__dot"
              aria-label={t('goTo', { number: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => {
                onGo(index);
              }}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="announce-dialog__arrow"
        aria-disabled={atEnd}
        onClick={() => {
          if (!atEnd) onGo(current + 1);
        }}
      >
        {t('next')}
        <span aria-hidden="true"> ›</span>
      </button>
    </div>
  );
}

/** The dialog's top bar: which slide of how many, the countdown (if any) and the close button. */
export function CarouselBar({
  current,
  total,
  countdown,
  onClose,
}: {
  current: number;
  total: number;
  countdown: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('announce');
  return (
    <div className="announce-dialog__bar">
      <p className="announce-dialog__counter" aria-live="polite" aria-atomic="true">
        <span aria-hidden="true">{t('counter', { current: current + 1, total })}</span>
        <span className="visually-hidden">
          {t('counterLabel', { current: current + 1, total })}
        </span>
      </p>
      {countdown}
      <button
        type="button"
        className="announce-dialog__close"
        aria-label={t('close')}
        onClick={onClose}
      >
        <X aria-hidden="true" size={20} />
      </button>
    </div>
  );
}
