import type { ApiError } from '../../api/http';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';

/** A refusal of the whole form, announced at once; the carrier's message is shown as it came. */
export function FormAlert({ error }: { error: ApiError | null }) {
  const message = useApiErrorMessage(error ?? { message: '' });
  return (
    <div className="login-form__alert-slot" role="alert">
      {error ? <p className="login-form__alert">{message}</p> : null}
    </div>
  );
}
