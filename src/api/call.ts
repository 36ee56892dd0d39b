import { callEnterprise } from './enterprise';
import {
  FALLBACK_MESSAGES,
  logFailure,
  send,
  TransportErrorCode,
  type ApiResult,
  type CallSpec,
} from './http';

/** The one way a service function talks to the carrier. Resolves, never rejects. */
export async function call<T>(spec: CallSpec): Promise<ApiResult<T>> {
  const outcome =
    spec.target === 'enterprise' ? await callEnterprise<T>(spec) : await send<T>(spec);
  if ('error' in outcome) {
    logFailure(spec, outcome.error);
    return { error: outcome.error };
  }
  return { data: outcome.data };
}

/** The spec's message for a call that needs a device number and has none (spec 01 §5). */
export function deviceRequired(): Promise<ApiResult<never>> {
  return inputError(FALLBACK_MESSAGES.DEVICE_REQUIRED, 'DEVICE_REQUIRED');
}

/** A failure raised before any request, for bad input (spec: "Device number is required"). */
export function inputError(
  message: string,
  code: string = TransportErrorCode.invalidInput,
): Promise<ApiResult<never>> {
  return Promise.resolve({ error: { code, message } });
}
