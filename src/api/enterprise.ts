import { env } from '../config/env';
import { FALLBACK_MESSAGES, send, TransportErrorCode, type ApiResult, type CallSpec } from './http';

/**
 * Bearer tokens for the enterprise API host (spec 02 §7): POST IamToken, read data.access_token
 * and data.expires_in (default 600 s), kept in sessionStorage. A 401 or a network error triggers
 * exactly one refresh, shared by every caller that failed with the same token, and one retry.
 */
export const ENTERPRISE_TOKEN_KEY = 'enterpriseToken';
export const DEFAULT_TOKEN_SECONDS = 600;
const IAM_TOKEN_PATH = 'ServiceCenter/IamToken';

interface StoredToken {
  token: string;
  expiresAt: number;
}

function readStoredToken(now: number): string | null {
  try {
    const raw = sessionStorage.getItem(ENTERPRISE_TOKEN_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as StoredToken).token === 'string' &&
      typeof (parsed as StoredToken).expiresAt === 'number' &&
      (parsed as StoredToken).expiresAt > now
    ) {
      return (parsed as StoredToken).token;
    }
  } catch {
    // Unreadable storage is the same as no token.
  }
  return null;
}

function storeToken(token: string, seconds: number): void {
  try {
    const value: StoredToken = { token, expiresAt: Date.now() + seconds * 1000 };
    sessionStorage.setItem(ENTERPRISE_TOKEN_KEY, JSON.stringify(value));
  } catch {
    // Storage unavailable: the token lives only as long as this page.
  }
}

export function clearEnterpriseToken(): void {
  try {
    sessionStorage.removeItem(ENTERPRISE_TOKEN_KEY);
  } catch {
    // Nothing to clear.
  }
  memoryToken = null;
}

let memoryToken: string | null = null;
let refreshing: Promise<ApiResult<string>> | null = null;

interface IamTokenData {
  access_token?: unknown;
  expires_in?: unknown;
}

async function requestToken(): Promise<ApiResult<string>> {
  const reply = await send<IamTokenData | null>({
    method: 'POST',
    path: IAM_TOKEN_PATH,
    withoutCommonHeaders: true,
  });
  if ('error' in reply) return { error: reply.error };
  const token = reply.data?.access_token;
  if (typeof token !== 'string' || token === '') {
    return {
      error: { code: TransportErrorCode.badResponse, message: FALLBACK_MESSAGES.BAD_RESPONSE },
    };
  }
  const seconds = Number(reply.data?.expires_in);
  storeToken(token, Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_TOKEN_SECONDS);
  memoryToken = token;
  return { data: token };
}

/** One refresh at a time; every concurrent caller awaits the same promise. */
function refreshToken(): Promise<ApiResult<string>> {
  refreshing ??= requestToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function currentToken(): string | null {
  return readStoredToken(Date.now()) ?? memoryToken;
}

async function tokenForCall(): Promise<ApiResult<string>> {
  const token = currentToken();
  return token ? { data: token } : refreshToken();
}

function shouldRefresh(outcome: { httpStatus?: number; error?: { code?: string | number } }) {
  return outcome.httpStatus === 401 || outcome.error?.code === TransportErrorCode.network;
}

export async function callEnterprise<T>(spec: CallSpec): Promise<ApiResult<T>> {
  const first = await tokenForCall();
  if ('error' in first) return first;
  const headers = (token: string) => ({
    Authorization: `Bearer ${token}`,
    'api-key': env.enterpriseApiKey,
  });
  const attempt = await send<T>(spec, headers(first.data));
  if (!shouldRefresh(attempt)) return attempt;

  const renewed = await renewAfterFailure(first.data);
  if ('error' in renewed) return renewed;
  return send<T>(spec, headers(renewed.data));
}

/** A token other than the one that failed, refreshing only if no other caller already has. */
async function renewAfterFailure(failedToken: string): Promise<ApiResult<string>> {
  const latest = currentToken();
  if (latest && latest !== failedToken) return { data: latest };
  if (latest === failedToken) clearEnterpriseToken();
  return refreshToken();
}
