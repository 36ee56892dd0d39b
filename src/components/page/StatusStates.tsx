import type { ReactNode } from 'react';
import { Inbox, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { Button } from '../Button';
import { useApiErrorMessage } from '../useApiErrorMessage';
import './statusStates.css';

/** Loading: a skeleton that holds the space of what is coming, announced once. */
export function LoadingState({ label, lines = 3 }: { label?: string; lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="visually-hidden">{label ?? t('state.loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

/** Error: the message and a retry that keeps whatever the user typed. */
export function ErrorState({
  error,
  onRetry,
  title,
}: {
  error: ApiError;
  onRetry?: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  const message = useApiErrorMessage(error);
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{title ?? t('state.errorTitle')}</p>
      <p className="state__message">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('action.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Empty: an icon (decorative; `Inbox` unless the screen names a fitting one), what is missing
 * and the next step (`children`: a link or buttons that lead on, not a dead end).
 */
export function EmptyState({
  title,
  icon: Icon = Inbox,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <div className="state state--empty">
      <Icon className="state__icon" size={32} aria-hidden="true" />
      <p className="state__title">{title}</p>
      {children}
    </div>
  );
}
