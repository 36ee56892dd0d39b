import './form.css';
import type { ReactNode } from 'react';
import type { ApiError } from '../../api/http';
import { useApiErrorMessage } from '../useApiErrorMessage';

/**
 * The refusal of the whole form (the failed call), announced at once (role=alert). The carrier's
 * own message is shown as it came; the portal's transport failures are translated. `title` is an
 * optional first line ("The recharge failed"). By default the alert exists only while there is
 * an error (so a page has one alert at a time); `persistent` keeps an empty role=alert slot in the
 * page, which some screen readers announce more reliably when it fills (the login forms).
 */
export function FormAlert({
  error,
  title,
  persistent = false,
}: {
  error: ApiError | null;
  title?: string;
  persistent?: boolean;
}) {
  const message = useApiErrorMessage(error ?? { message: '' });
  const content = error ? (
    <div className="form-alert">
      {title ? <p className="form-alert__title">{title}</p> : null}
      <p className="form-alert__message">{message}</p>
    </div>
  ) : null;
  if (!persistent && !error) return null;
  return (
    <div className="form-alert-slot" role="alert">
      {content}
    </div>
  );
}

/** What a form achieved, announced politely (role=status). Renders nothing without children. */
export function FormSuccess({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <p className="form-success" role="status">
      {children}
    </p>
  );
}
