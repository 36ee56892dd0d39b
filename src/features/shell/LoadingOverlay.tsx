import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';

/** The loading overlay driven by client.isLoading: announced once, the page marked busy. */
export function LoadingOverlay() {
  const { t } = useTranslation('shell');
  const isLoading = useAppSelector((state) => state.client.isLoading);
  if (!isLoading) return null;
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      <span className="shell-loading__spinner" aria-hidden="true" />
      <span className="shell-loading__text">{t('overlay.loading')}</span>
    </div>
  );
}
