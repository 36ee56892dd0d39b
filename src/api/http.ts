import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { env } from '../config/env';
import { decryptText } from '../lib/aes';

/** What every service function resolves to. It never throws (design §3). */
export interface ApiError {
  message: string;
  status?: number;
  code?: string | number;
}
export type ApiResult<T> = { data: T } | { error: ApiError };

/** Codes of failures that happen before the carrier answers; screens translate these. */
export const TransportErrorCode = {
  network: 'NETWORK',
  timeout: 'TIMEOUT',
  http: 'HTTP',
  badResponse: 'BAD_RESPONSE',
  empty: 'EMPTY',
  rejected: 'RESULT',
  invalidInput: 'INVALID_INPUT',
} as const;

/** The English text of each failure the portal names itself; screens show a translation. */
export const FALLBACK_MESSAGES = {
  NETWORK: 'The service could not be reached.',
  TIMEOUT: 'The service took too long to answer.',
  HTTP: 'The service answered with an error.',
  BAD_RESPONSE: 'The service sent an answer that could not be read.',
  EMPTY: 'The service sent no answer.',
  RESULT: 'The service could not complete the request.',
  CANCELED: 'The request was cancelled.',
  DEVICE_REQUIRED: 'Device number is required',
} as const;

/** The carrier's wrapper: result 1 is success, anything else a failure. */
export interface CarrierEnvelope<T = unknown> {
  result: number;
  message?: string;
  code?: string | number;
  data?: T;
}

/**
 * Headers every call carries when the session holds a value for them (spec 01 §7). `Language`
 * is the interface language (the spec's header of GetPrepaidOfferList, sent on every call): the
 * carrier names its plans, passes and services in it.
 */
export interface CommonHeaders {
  deviceno?: string;
  attachedno?: string;
  otpw?: string;
  source?: string;
  identifier?: string;
  token?: string;
  isLogin?: string;
  loginid?: string;
  Language?: string;
}

type CommonHeaderProvider = () => CommonHeaders;
let commonHeaderProvider: CommonHeaderProvider = () => ({});

/** The store registers how to read the session's headers (see state/httpBinding.ts). */
export function setCommonHeaderProvider(provider: CommonHeaderProvider): void {
  commonHeaderProvider = provider;
}

export type HttpTarget = 'api' | 'memberSite' | 'enterprise';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface CallSpec {
  method: HttpMethod;
  /** Relative to the target's base, as the spec names it (e.g. `Bill/BillInfo`). */
  path: string;
  target?: HttpTarget;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Send the body as application/x-www-form-urlencoded (e.g. CancelBooking receiveno). */
  form?: boolean;
  /** false: the reply is not the carrier wrapper; any JSON object is the data. */
  envelope?: boolean;
  /** The reply's data may arrive AES-encrypted as a string (member and device-menu replies). */
  encrypted?: boolean;
  /** Leave out the session headers (e.g. IamToken). */
  withoutCommonHeaders?: boolean;
  /**
   * Public content read by a plain CORS GET through the platform's fetch: no session headers, no
   * axios. A live build's index.html starts these requests with the page (`<link rel="preload"
   * as="fetch">`, deploy/apiPreload.mjs), and the browser hands the call the preloaded response
   * only when the request is the same one: same URL, no added headers, same credentials mode.
   */
  publicGet?: boolean;
  signal?: AbortSignal;
}

export const REQUEST_TIMEOUT_MS = 120_000;

const BASES: Record<HttpTarget, string> = {
  api: env.apiBase,
  memberSite: env.memberSiteBase,
  enterprise: env.enterpriseApiHost,
};

/**
 * axios is loaded on the first call, not at boot: the first screen renders without waiting for
 * the HTTP client (the render-critical budget, design §7).
 */
let axiosLoading: Promise<AxiosStatic> | null = null;
const instances = new Map<HttpTarget, AxiosInstance>();

function loadAxios(): Promise<AxiosStatic> {
  axiosLoading ??= import('axios').then((module) => module.default);
  return axiosLoading;
}

/** Starts loading axios without waiting for it: called once the first screen is requested. */
export function preloadHttp(): void {
  loadAxios().catch(() => {
    axiosLoading = null;
  });
}

let ready: Promise<unknown> = Promise.resolve();

/**
 * Calls wait for this before they go out (the sandbox build: its service worker starts while the
 * shell paints). A rejection is not theirs to report: the call then goes out as usual.
 */
export function holdRequestsUntil(condition: Promise<unknown>): void {
  ready = condition.catch(() => undefined);
}

let firstPaint: Promise<unknown> = Promise.resolve();

/**
 * The screen's own calls (not the public GETs the first view has already asked for) wait until
 * the page's first paint: a call that went out before it, answered quickly, had its answer
 * rendered before the first frame was painted, and the first view (often the announcement popup)
 * painted later for it. The wait is one frame.
 */
export function holdCallsUntilPainted(painted: Promise<unknown>): void {
  firstPaint = painted.catch(() => undefined);
}

export async function httpInstance(target: HttpTarget): Promise<AxiosInstance> {
  await ready;
  await firstPaint;
  const existing = instances.get(target);
  if (existing) return existing;
  const axios = await loadAxios();
  const instance =
    instances.get(target) ??
    axios.create({ baseURL: BASES[target], timeout: REQUEST_TIMEOUT_MS, responseType: 'json' });
  instances.set(target, instance);
  return instance;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(body: unknown): string | undefined {
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '') {
    return body.message;
  }
  return undefined;
}

/**
 * The message of an HTTP failure. A server error's body is never shown (it may be a stack trace,
 * a proxy's page or a bare "boom"): the portal's own message, translated, stands in. A 4xx keeps a
 * carrier message it carries.
 */
function httpFailureMessage(status: number, body: unknown): string {
  if (status >= 500) return FALLBACK_MESSAGES.HTTP;
  return messageOf(body) ?? FALLBACK_MESSAGES.HTTP;
}

export function logFailure(spec: CallSpec, error: ApiError): void {
  if (import.meta.env.MODE === 'test') return;
  console.warn(`[api] ${spec.method} ${spec.path} failed`, error);
}

/** Maps anything axios can throw into an ApiError. */
function isAxiosError(caught: unknown): caught is AxiosError {
  return (
    typeof caught === 'object' &&
    caught !== null &&
    (caught as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export function errorFromException(caught: unknown): ApiError {
  if (isAxiosError(caught)) {
    if (caught.response) {
      const status = caught.response.status;
      return {
        code: TransportErrorCode.http,
        status,
        message: httpFailureMessage(status, caught.response.data),
      };
    }
    if (caught.code === 'ECONNABORTED' || caught.code === 'ETIMEDOUT') {
      return { code: TransportErrorCode.timeout, message: FALLBACK_MESSAGES.TIMEOUT };
    }
    if (caught.code === 'ERR_CANCELED') {
      return { code: 'CANCELED', message: FALLBACK_MESSAGES.CANCELED };
    }
    return { code: TransportErrorCode.network, message: FALLBACK_MESSAGES.NETWORK };
  }
  return { code: TransportErrorCode.network, message: FALLBACK_MESSAGES.NETWORK };
}

function decodeEncrypted(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  const plain = decryptText(data, env.storagePassphrase);
  if (plain === null) return undefined;
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    return undefined;
  }
}

/** Interprets a reply's status and body as the data of a call or an ApiError. */
export function interpretReply<T>(
  status: number,
  body: unknown,
  options: Pick<CallSpec, 'envelope' | 'encrypted'> = {},
): ApiResult<T> {
  if (status === 204 || body === undefined || body === null || body === '') {
    return { error: { code: TransportErrorCode.empty, status, message: FALLBACK_MESSAGES.EMPTY } };
  }
  if (!isRecord(body)) {
    return {
      error: {
        code: TransportErrorCode.badResponse,
        status,
        message: FALLBACK_MESSAGES.BAD_RESPONSE,
      },
    };
  }
  if (options.envelope === false) return { data: body as T };
  if (typeof body.result !== 'number' && typeof body.result !== 'string') {
    return {
      error: {
        code: TransportErrorCode.badResponse,
        status,
        message: FALLBACK_MESSAGES.BAD_RESPONSE,
      },
    };
  }
  if (Number(body.result) !== 1) {
    const code = body.code;
    return {
      error: {
        code:
          typeof code === 'string' || typeof code === 'number' ? code : TransportErrorCode.rejected,
        status,
        message: messageOf(body) ?? FALLBACK_MESSAGES.RESULT,
      },
    };
  }
  const data = options.encrypted ? decodeEncrypted(body.data) : body.data;
  if (options.encrypted && body.data !== undefined && data === undefined) {
    return {
      error: {
        code: TransportErrorCode.badResponse,
        status,
        message: FALLBACK_MESSAGES.BAD_RESPONSE,
      },
    };
  }
  return { data: (data ?? null) as T };
}

function cleanHeaders(
  headers: Record<string, string | number | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && value !== '') out[name] = String(value);
  }
  return out;
}

export function buildRequestConfig(spec: CallSpec, extraHeaders: Record<string, string> = {}) {
  const common = spec.withoutCommonHeaders ? {} : commonHeaderProvider();
  const headers = cleanHeaders({ ...common, ...spec.headers, ...extraHeaders });
  const query = spec.query
    ? Object.fromEntries(Object.entries(spec.query).filter(([, value]) => value !== undefined))
    : undefined;
  let data = spec.body;
  if (spec.form && isRecord(spec.body)) {
    data = new URLSearchParams(
      Object.entries(spec.body).map(([key, value]) => [key, String(value)] as [string, string]),
    ).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  const config: AxiosRequestConfig = {
    url: spec.path,
    method: spec.method,
    headers,
    params: query,
    data,
    signal: spec.signal,
    validateStatus: () => true,
  };
  return config;
}

type SendOutcome<T> = ApiResult<T> & { httpStatus?: number };

function httpFailure(status: number, body: unknown): SendOutcome<never> {
  return {
    httpStatus: status,
    error: { code: TransportErrorCode.http, status, message: httpFailureMessage(status, body) },
  };
}

/** A public GET's URL: the target's base read against the page (it may be relative). */
function publicUrl(spec: CallSpec): string {
  const page = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const url = new URL(spec.path, new URL(BASES[spec.target ?? 'api'], page));
  for (const [name, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.href;
}

/** The body as axios would give it with responseType json: parsed, the text, or undefined. */
function readBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function sendPublicGet<T>(spec: CallSpec): Promise<SendOutcome<T>> {
  await ready;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS);
  });
  try {
    const reply = await Promise.race([
      fetch(publicUrl(spec)).then(async (response) => ({
        status: response.status,
        body: readBody(await response.text()),
      })),
      timedOut,
    ]);
    if (reply === 'timeout') {
      return { error: { code: TransportErrorCode.timeout, message: FALLBACK_MESSAGES.TIMEOUT } };
    }
    if (reply.status >= 400) return httpFailure(reply.status, reply.body);
    return { ...interpretReply<T>(reply.status, reply.body, spec), httpStatus: reply.status };
  } catch {
    return { error: { code: TransportErrorCode.network, message: FALLBACK_MESSAGES.NETWORK } };
  } finally {
    clearTimeout(timer);
  }
}

/** One attempt; the reply's status decides nothing by itself, interpretReply does. */
export async function send<T>(
  spec: CallSpec,
  extraHeaders?: Record<string, string>,
): Promise<SendOutcome<T>> {
  if (spec.publicGet) return sendPublicGet<T>(spec);
  try {
    const instance = await httpInstance(spec.target ?? 'api');
    const response = await instance.request(buildRequestConfig(spec, extraHeaders));
    if (response.status >= 400) return httpFailure(response.status, response.data);
    return {
      ...interpretReply<T>(response.status, response.data, spec),
      httpStatus: response.status,
    };
  } catch (caught) {
    return { error: errorFromException(caught) };
  }
}
