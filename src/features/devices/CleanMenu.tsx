import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmStep } from '../../components/ConfirmStep';
import { useRefusal } from '../../components/useRefusal';
import { useCleanDeviceMenuMutation } from './devicesApi';

/**
 * Clears the saved list (CleanDeviceMenu) after asking: the carrier's list is read again and the
 * member's own order, names and hidden numbers are dropped. For a list that is out of date.
 */
export function CleanMenu({ onChanged }: { onChanged: (notice: string) => void }) {
  const { t } = useTranslation('devices');
  const [clean, cleaning] = useCleanDeviceMenuMutation();
  const refusal = useRefusal();
  const [asking, setAsking] = useState(false);
  return (
    <Card title={t('clean.title')} className="devices-change" stack>
      <p>{t('clean.intro')}</p>
      {asking ? (
        <ConfirmStep
          question={t('clean.confirm')}
          confirmLabel={t('clean.yes')}
          keepLabel={t('clean.no')}
          busy={cleaning.isLoading}
          error={refusal(cleaning.error)}
          onConfirm={() => {
            void clean(undefined).then((result) => {
              if ('error' in result) return;
              setAsking(false);
              onChanged(t('clean.done'));
            });
          }}
          onKeep={() => {
            cleaning.reset();
            setAsking(false);
          }}
        />
      ) : (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setAsking(true);
            }}
          >
            {t('clean.start')}
          </Button>
        </div>
      )}
    </Card>
  );
}
