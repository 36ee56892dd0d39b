/**
 * Input clean-up the spec asks for at the call itself (spec 01 §5). Kept local to the service
 * layer on purpose: the form validators live in lib/ and are not the service layer's business.
 */

/** Pid is trimmed and upper-cased before OTP requests. */
export function normalizePid(pid: string): string {
  return pid.trim().toUpperCase();
}

const DIGITS_AFTER_MOBILE_PREFIX = /^\d{8}$/;

/**
 * The mobile number for an SMS OTP: a caller that passes only the 8 digits after 09 gets the
 * prefix added; anything else is sent as typed (trimmed), for the server to judge.
 */
export function withMobilePrefix(mobile: string): string {
  const trimmed = mobile.trim();
  return DIGITS_AFTER_MOBILE_PREFIX.test(trimmed) ? `09${trimmed}` : trimmed;
}

/** A path segment taken from data (an id, a platform name) can never change the path. */
export function pathSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}
