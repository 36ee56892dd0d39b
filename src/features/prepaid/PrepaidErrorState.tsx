import type { ApiError } from '../../api/http';
import { ErrorState } from '../../components/page/StatusStates';
import { usePrepaidFailure } from './usePrepaidErrorMessage';

/** A failed prepaid call: the kit's error state, with the prepaid refusals in the holder's words. */
export function PrepaidErrorState({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return <ErrorState error={usePrepaidFailure(error) ?? error} onRetry={onRetry} />;
}
