import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
