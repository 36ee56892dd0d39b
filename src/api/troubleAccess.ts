import { call, inputError } from './call';
import type { ApiResult, CallSpec } from './http';
import { composeTroubleContact } from '../lib/troubleContact';

/**
 * How a trouble call reaches the carrier. Each variant has its own path prefix:
 * - ordinary: a logged-in member (session headers as usual);
 * - noLogin: no-login reporting, with the no-login device number (sent as deviceno) and the
 *   access token from GetToken (sent as token, once there is one);
 * - iTris: the fixed-line fault system.
 * Some calls always take the iTris path whatever the variant (see troubleChecks.ts).
 */
export type TroubleVariant = 'ordinary' | 'noLogin' | 'iTris';

export const TROUBLE_PATH_PREFIX: Record<TroubleVariant, string> = {
  ordinary: 'Trouble/',
  noLogin: 'TroubleNoLogin/',
  iTris: 'TroubleITris/',
};

export type TroubleAccess =
  | { variant: 'ordinary' | 'iTris' }
  | { variant: 'noLogin'; deviceNo: string; accessToken?: string };

export const ORDINARY_TROUBLE: TroubleAccess = { variant: 'ordinary' };

export const NO_LOGIN_DEVICE_REQUIRED = 'NO_LOGIN_DEVICE_REQUIRED';

interface TroubleCallSpec extends Pick<CallSpec, 'method' | 'query' | 'headers' | 'body'> {
  /** The call's name after the prefix, e.g. 'List' or 'Setting/GetTroubleAlert'. */
  name: string;
  /** The portal always sends this call to the iTris path. */
  alwaysITris?: boolean;
}

/**
 * No-login calls do nothing without the no-login device number (spec 01 §5): they resolve to
 * an error with code NO_LOGIN_DEVICE_REQUIRED and send no request.
 */
export function troubleCall<T>(
  access: TroubleAccess,
  spec: TroubleCallSpec,
): Promise<ApiResult<T>> {
  let headers = spec.headers;
  if (access.variant === 'noLogin') {
    const deviceNo = access.deviceNo.trim();
    if (deviceNo === '') {
      return inputError('The no-login device number is required', NO_LOGIN_DEVICE_REQUIRED);
    }
    headers = { ...headers, deviceno: deviceNo };
    if (access.accessToken) headers.token = access.accessToken;
  }
  const variant: TroubleVariant = spec.alwaysITris ? 'iTris' : access.variant;
  return call<T>({
    method: spec.method,
    path: `${TROUBLE_PATH_PREFIX[variant]}${spec.name}`,
    query: spec.query,
    headers,
    body: spec.body,
  });
}

/** Contact name and phones are trimmed; a second phone is appended with a comma (spec 01 §5). */
export function contactFields(name: string, phone: string, phone2?: string) {
  const { contactName, contactPhone } = composeTroubleContact({ name, phone, secondPhone: phone2 });
  return { contact_name: contactName, contact_phone: contactPhone };
}
