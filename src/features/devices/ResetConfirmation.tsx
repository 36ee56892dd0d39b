import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';

interface ResetConfirmationProps {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks once more before the carrier's order and names replace the member's own. */
export function ResetConfirmation({ busy, onConfirm, onCancel }: ResetConfirmationProps) {
  const { t } = useTranslation('devices');
  const id = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  // Focus lands on the harmless answer, next to the question it answers.
  useEffect(() => {
    groupRef.current?.querySelector<HTMLButtonElement>('[data-answer="no"]')?.focus();
  }, []);
  return (
    <div ref={groupRef} className="devices-confirm" role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`}>{t('resetConfirm')}</p>
      <div className="devices-actions">
        <Button busy={busy} onClick={onConfirm}>
          {t('resetYes')}
        </Button>
        <Button data-answer="no" variant="secondary" disabled={busy} onClick={onCancel}>
          {t('resetNo')}
        </Button>
      </div>
    </div>
  );
}
