import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../api/http';
import { getLoginChallenge, type LoginChallenge } from '../api/member';

export interface CaptchaState {
  challenge: LoginChallenge | null;
  loading: boolean;
  error: ApiError | null;
  /** A new picture; the old challenge cannot be used again. */
  refresh: () => void;
}

/**
 * A captcha challenge (CHTMember/AuthTokenWithCaptcha) and its picture, fetched on mount: the
 * login forms and bill payment send the challenge with what the user typed.
 */
export function useCaptcha(): CaptchaState {
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  const latest = useRef(0);

  const fetchChallenge = useCallback(() => {
    latest.current += 1;
    const request = latest.current;
    void getLoginChallenge().then((outcome) => {
      if (request !== latest.current) return;
      setLoading(false);
      if ('error' in outcome) {
        setChallenge(null);
        setError(outcome.error);
      } else {
        setChallenge(outcome.data);
      }
    });
  }, []);

  const refresh = useCallback(() => {
    setLoading(true);
    setError(null);
    fetchChallenge();
  }, [fetchChallenge]);

  useEffect(() => {
    fetchChallenge();
    return () => {
      latest.current += 1;
    };
  }, [fetchChallenge]);

  return { challenge, loading, error, refresh };
}
