import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { asApiError } from '../../state/portalApi';
import { useGetAttachedNumbersQuery, type ForTroubleLine } from './supportApi';

/**
 * The customer's numbers (FetchAttachedNos), offered as the contact phone in one click; the
 * phone can still be typed. Nothing shows when the only number is the one already chosen.
 */
export function AttachedNumbers({
  line,
  phone,
  onChoose,
}: {
  line: ForTroubleLine;
  phone: string;
  onChoose: (number: string) => void;
}) {
  const { t } = useTranslation('support');
  const numbers = useGetAttachedNumbersQuery(line);
  if (numbers.isLoading) return <LoadingState lines={1} />;
  if (numbers.error) {
    return (
      <ErrorState
        title={t('contact.attachedError')}
        error={asApiError(numbers.error)}
        onRetry={() => void numbers.refetch()}
      />
    );
  }
  const offered = (numbers.data ?? []).filter((number) => number !== phone.trim());
  if (offered.length === 0) return null;
  return (
    <div className="sp-attached" role="group" aria-label={t('contact.attached')}>
      <p>{t('contact.attached')}</p>
      <div className="form__actions">
        {offered.map((number) => (
          <Button key={number} variant="secondary" onClick={() => onChoose(number)}>
            {t('contact.useNumber', { number })}
          </Button>
        ))}
      </div>
    </div>
  );
}
