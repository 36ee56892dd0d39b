import type { ApiError } from '../../api/http';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';

/** A failed submit: the carrier's message, announced, above the form's buttons. */
export function FormAlert({ error }: { error: ApiError }) {
  const message = useApiErrorMessage(error);
  return (
    <p className="bs-alert" role="alert">
      {message}
    </p>
  );
}

/** A change that went through, announced politely. */
export function FormSuccess({ children }: { children: string }) {
  return (
    <p className="bs-success" role="status">
      {children}
    </p>
  );
}
