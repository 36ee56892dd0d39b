import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/form/FormAlert';
import { useForm } from '../../components/form/useForm';
import { ConfirmStep } from '../../components/ConfirmStep';
import { useRefusal } from '../../components/useRefusal';

/**
 * "Cancel the booking", asked once more, then `cancel`: a refusal is shown under the card and
 * the booking stays; a second click while it runs does nothing.
 */
export function CancelBookingAction({ cancel }: { cancel: () => Promise<ApiError | null> }) {
  const { t } = useTranslation('support');
  const [confirming, setConfirming] = useState(false);
  const action = useForm({});
  const failure = useRefusal('support')(action.failure);

  function confirm() {
    void action.run(async () => {
      const failure = await cancel();
      if (failure) action.fail(failure);
    });
  }

  return (
    <>
      <FormAlert error={failure} />
      {confirming ? (
        <ConfirmStep
          question={t('booking.cancelConfirm')}
          confirmLabel={t('booking.cancelYes')}
          keepLabel={t('booking.keep')}
          busy={action.busy}
          onConfirm={confirm}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <div className="form__actions">
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('booking.cancel')}
          </Button>
        </div>
      )}
    </>
  );
}
