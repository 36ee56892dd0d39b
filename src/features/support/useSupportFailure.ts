import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';

/** The refusals of bookings and their lookups that the portal words itself, by code. */
const KNOWN_REFUSALS = [
  'SIGN_HAS_BOOKING',
  'SIGN_SLOT_TAKEN',
  'SIGN_SLOT_INVALID',
  'SIGN_TOPIC',
  'SIGN_BOOKING',
  'SIGN_MOBILE',
  'STORE_NOT_FOUND',
  'STORE_SLOT_TAKEN',
  'STORE_SLOT_INVALID',
  'STORE_SERVICE',
  'STORE_BOOKING',
  'STORE_MOBILE',
  'OTP_WRONG',
  'CAPTCHA_WRONG',
  'CAPTCHA_EXPIRED',
] as const;

type KnownRefusal = (typeof KNOWN_REFUSALS)[number];

function isKnownRefusal(code: unknown): code is KnownRefusal {
  return KNOWN_REFUSALS.some((known) => known === code);
}

/**
 * A failed support call in the interface language: a refusal with a known code in the portal's
 * words, anything else as it came (the carrier's text where no code is known). Worded at render,
 * so a change of language re-words a refusal already on screen.
 */
export function useSupportFailure(error: ApiError | null): ApiError | null {
  const { t } = useTranslation('support');
  if (!error) return null;
  return isKnownRefusal(error.code) ? { ...error, message: t(`refusals.${error.code}`) } : error;
}
